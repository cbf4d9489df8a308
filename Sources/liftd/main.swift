@preconcurrency import Glibc
import Daemon
import Foundation

setvbuf(stdout, nil, _IOLBF, 0)
// A --static-swift-stdlib build (the Debian package's) finds no named time zone unless
// something references the ICU zone data: this reference links it in.
_ = TimeZone.timeZoneDataVersion
let status = await LiftdCommandLine.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(status.rawValue)
