#include "SyringeMemoryBarrier.h"

#if defined(__linux__)
#include <linux/membarrier.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static bool available;
static pthread_once_t registration = PTHREAD_ONCE_INIT;

static long membarrier(int command) {
    return syscall(__NR_membarrier, command, 0, 0);
}

static void register_process(void) {
    long commands = membarrier(MEMBARRIER_CMD_QUERY);
    available = commands > 0
        && (commands & MEMBARRIER_CMD_PRIVATE_EXPEDITED) != 0
        && membarrier(MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED) == 0;
}

bool syringe_process_barrier_is_available(void) {
    pthread_once(&registration, register_process);
    return available;
}

void syringe_process_barrier(void) {
    if (membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED) != 0) {
        perror("Syringe: membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED) failed after registering");
        abort();
    }
}
#else
bool syringe_process_barrier_is_available(void) {
    return false;
}

void syringe_process_barrier(void) {
    abort();
}
#endif
