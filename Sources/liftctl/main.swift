@preconcurrency import Glibc
import ControlClient
import FoundationEssentials

setvbuf(stdout, nil, _IOLBF, 0)
exit(LiftctlCommandLine.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
