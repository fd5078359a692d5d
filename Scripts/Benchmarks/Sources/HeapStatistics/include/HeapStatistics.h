#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes currently allocated through malloc, mapped blocks included, as the C allocator counts them.
size_t heap_bytes_in_use(void);

#endif
