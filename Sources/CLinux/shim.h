// Linux interfaces the Glibc module does not import: timerfd (wall-clock alarms that notice
// clock changes), eventfd (waking a sleeping thread) and epoll (the control socket's event
// loop).
#include <sys/timerfd.h>
#include <sys/eventfd.h>
#include <sys/epoll.h>
