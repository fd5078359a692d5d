#include "HeapStatistics.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>

size_t heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#else
#include <malloc.h>

// glibc serves large blocks (from 128 KiB until its threshold adapts) with mmap and counts them
// apart from the heap's own chunks: a hash table's storage is often one of them.
size_t heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#endif
