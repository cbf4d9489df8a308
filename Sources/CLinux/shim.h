// Linux interfaces the Glibc module does not import: timerfd (wall-clock alarms that notice
// clock changes) and eventfd (waking a thread blocked in poll).
#include <sys/timerfd.h>
#include <sys/eventfd.h>
