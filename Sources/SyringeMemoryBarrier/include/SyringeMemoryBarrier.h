#ifndef SYRINGE_MEMORY_BARRIER_H
#define SYRINGE_MEMORY_BARRIER_H

#include <stdbool.h>

// An asymmetric memory barrier: the frequent side (a reader entering a read section) pays only a
// compiler barrier, and the rare side (a writer) makes every thread of the process run a full
// memory barrier, through the kernel. Together the two order a store before a later load as a
// full fence on each side would (the Dekker handshake of `ReadMostlyLock`).

/// Keeps the compiler from moving memory accesses across this point. It emits no instruction:
/// the processor may still reorder, which `syringe_process_barrier` accounts for.
static inline void syringe_compiler_barrier(void) {
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
}

/// Whether this process can run `syringe_process_barrier`: on Linux, when the kernel offers
/// membarrier(2)'s private expedited command, which the first call registers the process for;
/// `false` elsewhere and where the system refuses it. The answer never changes in a process.
bool syringe_process_barrier_is_available(void);

/// Returns after every running thread of the process has run a full memory barrier; a thread
/// that is not running gets one when it is next scheduled. Only where
/// `syringe_process_barrier_is_available()` is true; stops the program if the kernel refuses.
void syringe_process_barrier(void);

#endif
