#include "SyringeExecutorCheck.h"

#if defined(__APPLE__)
#include <pthread.h>
#elif defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

bool syringe_is_main_thread(void) {
#if defined(__APPLE__)
    return pthread_main_np() != 0;
#elif defined(__linux__)
    // The main thread is the one whose thread id is the process id. Two system calls, so the
    // answer is asked once per thread.
    static _Thread_local signed char answer = -1;
    if (answer < 0) answer = syscall(SYS_gettid) == getpid();
    return answer != 0;
#else
    return false;
#endif
}
