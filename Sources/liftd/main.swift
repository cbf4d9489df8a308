@preconcurrency import Glibc
import Daemon
import Foundation

setvbuf(stdout, nil, _IOLBF, 0)
let status = await LiftdCommandLine.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(status.rawValue)
