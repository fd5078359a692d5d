#ifndef SYRINGE_THREAD_LOCAL_H
#define SYRINGE_THREAD_LOCAL_H

// The calling thread's resolution context, for Syringe's resolve path.
//
// Swift has no thread-local variables of its own, and pthread_getspecific is a function call on
// every resolution. A C thread-local variable read through an inline function costs one or two
// instructions where the function is inlined. The variable keeps the compiler's default model,
// which works wherever the code ends up: linked into the program, where the linker gives it the
// cheapest model, or in a shared library loaded after start-up (`dlopen`, a plug-in), where the
// initial-exec model may find no room left for it.

/// The calling thread's `ResolutionContext`, not retained, or NULL before the thread's first
/// resolution and after the thread released it.
extern _Thread_local void *_Nullable syringe_thread_context;

/// Returns the calling thread's context, or NULL.
static inline __attribute__((always_inline)) void *_Nullable syringe_current_context(void) {
    return syringe_thread_context;
}

/// Makes `context` the calling thread's context.
static inline __attribute__((always_inline)) void syringe_set_current_context(void *_Nullable context) {
    syringe_thread_context = context;
}

#endif
