#ifndef SYRINGE_EXECUTOR_CHECK_H
#define SYRINGE_EXECUTOR_CHECK_H

#include <stdbool.h>
#include <stdint.h>

// Whether the calling code runs on a given serial executor, asked without stopping the program.
//
// Swift's public checks (`preconditionIsolated`, `assumeIsolated`) stop the program themselves
// when the answer is no, with the runtime's own message, or inside libdispatch with none at all
// for the main actor on Linux. Syringe needs the answer, to stop with a message that names the
// service and the fix. The Swift runtime answers it, without stopping, through the entry point
// that `Task.immediate` uses; the standard library declares it internally only. It is present in
// every Linux runtime of Swift 6.2 and later and in Apple's runtimes from the 26 releases on:
// declared weak, so that on an older Apple system its address is NULL instead of failing to load.

/// The runtime's check. `identity` and `implementation` are the two words of an
/// `UnownedSerialExecutor`; `flags` are the runtime's `swift_task_is_current_executor_flag`.
extern bool swift_task_isCurrentExecutorWithFlags(
    const void *_Nullable identity, uintptr_t implementation, uint64_t flags) __attribute__((swiftcall, weak));

/// Whether this runtime has the check.
static inline bool syringe_can_check_executor(void) {
    return &swift_task_isCurrentExecutorWithFlags != 0;
}

/// Whether the calling code runs on the serial executor of these two words; only where
/// `syringe_can_check_executor()` is true.
static inline bool syringe_is_current_executor(const void *_Nullable identity, uintptr_t implementation) {
    // MustNotAssert (0x10): the runtime answers without stopping the program, even where that
    // means not asking the executor's own `checkIsolated`. With no flag at all, the runtime may
    // choose its asserting mode for programs built with a recent SDK.
    const uint64_t mustNotAssert = 0x10;
    return swift_task_isCurrentExecutorWithFlags(identity, implementation, mustNotAssert);
}

/// Whether the calling thread is the process's main thread; `false` on a platform where this is
/// not known, whose callers then ask the runtime.
bool syringe_is_main_thread(void);

#endif
