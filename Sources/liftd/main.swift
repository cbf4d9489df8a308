@preconcurrency import Glibc
import Daemon
import FoundationEssentials

setvbuf(stdout, nil, _IOLBF, 0)
// Swift reads the arguments from /proc/self/cmdline. Without /proc (a chroot) they come back
// empty, not even the program's name, and `liftd check-config FILE` would start the daemon.
guard !CommandLine.arguments.isEmpty else {
    fputs("liftd: cannot read its command line from /proc/self/cmdline: is /proc mounted?\n", stderr)
    exit(1)
}
LiftdCommandLine.main(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
