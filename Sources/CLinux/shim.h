// Linux interfaces the Glibc module does not import: timerfd (wall-clock alarms that notice
// clock changes), eventfd (waking a sleeping thread), epoll (the control socket's event
// loops), sched_setattr (their scheduler slice), the processors allowed, thread names, syncfs,
// inotify (the inbox watcher), and pidfd (an exec program's end, as a descriptor to poll).
#include <sys/timerfd.h>
#include <sys/eventfd.h>
#include <sys/epoll.h>
#include <sys/inotify.h>
#include <sys/syscall.h>
#include <sys/prctl.h>
#include <sys/pidfd.h>
#include <unistd.h>

#ifndef __NR_sched_setattr
#if defined(__x86_64__)
#define __NR_sched_setattr 314
#elif defined(__aarch64__)
#define __NR_sched_setattr 274
#endif
#endif

/// Asks the scheduler for a short time slice (`nanoseconds`) for the calling thread, as
/// latency-sensitive threads do: under EEVDF (Linux 6.12 and later) a thread with a short
/// slice is not preempted by every thread it wakes. Older kernels ignore the request.
static inline int liftd_request_short_slice(unsigned long long nanoseconds) {
    struct {
        unsigned int size;
        unsigned int sched_policy;
        unsigned long long sched_flags;
        int sched_nice;
        unsigned int sched_priority;
        unsigned long long sched_runtime;
        unsigned long long sched_deadline;
        unsigned long long sched_period;
    } attributes = {0};
    attributes.size = sizeof(attributes);
    attributes.sched_policy = 0;
    attributes.sched_nice = 0;
    attributes.sched_runtime = nanoseconds;
    return (int)syscall(__NR_sched_setattr, 0, &attributes, 0);
}

/// Writes the processors the calling thread may run on, lowest first, to `processors` (at
/// most `capacity`); returns how many, or -1 when the kernel does not say.
static inline int liftd_allowed_processors(int *processors, int capacity) {
    unsigned long mask[16] = {0};
    long size = syscall(__NR_sched_getaffinity, 0, sizeof(mask), mask);
    if (size <= 0) return -1;
    int count = 0;
    for (int processor = 0; processor < (int)(size * 8) && count < capacity; processor++) {
        if (mask[processor / (8 * sizeof(unsigned long))] & (1UL << (processor % (8 * sizeof(unsigned long))))) {
            processors[count++] = processor;
        }
    }
    return count;
}

/// Names the calling thread as `ps -L` and `top -H` show it (at most 15 bytes are kept).
static inline void liftd_name_current_thread(const char *name) {
    prctl(PR_SET_NAME, name, 0, 0, 0);
}

/// The calling thread's kernel id.
static inline long liftd_current_thread_id(void) {
    return syscall(__NR_gettid);
}

/// A descriptor that becomes readable when the process `pid` (a child not yet reaped) ends;
/// -1 where the kernel has no pidfd (before Linux 5.3).
static inline int liftd_process_end_descriptor(int pid) {
    return pidfd_open(pid, 0);
}

/// Writes out everything cached for the file system holding the open file `descriptor`
/// (`syncfs`, which the Glibc module does not import): one flush for a site build's files.
static inline int liftd_synchronize_file_system(int descriptor) {
    return (int)syscall(__NR_syncfs, descriptor);
}
