// Linux interfaces the Glibc module does not import: timerfd (wall-clock alarms that notice
// clock changes), eventfd (waking a sleeping thread), epoll (the control socket's event
// loops) and sched_setattr (their scheduler slice).
#include <sys/timerfd.h>
#include <sys/eventfd.h>
#include <sys/epoll.h>
#include <sys/syscall.h>
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
