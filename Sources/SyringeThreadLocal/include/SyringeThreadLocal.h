#ifndef SYRINGE_THREAD_LOCAL_H
#define SYRINGE_THREAD_LOCAL_H

// The calling thread's resolution context, for Syringe's resolve path.
//
// Swift has no thread-local variables of its own, and pthread_getspecific is a function call on
// every resolution. A C thread-local variable read through an inline function costs one or two
// instructions where the function is inlined. Initial-exec is the model of variables of the
// program and of the libraries it loads at start.

#if defined(__ELF__)
#define SYRINGE_TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define SYRINGE_TLS_MODEL
#endif

/// The calling thread's `ResolutionContext`, not retained, or NULL before the thread's first
/// resolution and after the thread released it.
extern _Thread_local void *_Nullable syringe_thread_context SYRINGE_TLS_MODEL;

/// Returns the calling thread's context, or NULL.
static inline __attribute__((always_inline)) void *_Nullable syringe_current_context(void) {
    return syringe_thread_context;
}

/// Makes `context` the calling thread's context.
static inline __attribute__((always_inline)) void syringe_set_current_context(void *_Nullable context) {
    syringe_thread_context = context;
}

#endif
