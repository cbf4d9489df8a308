import Daemon
import Foundation

if CommandLine.arguments.dropFirst().first == "calendar" {
    exit(runCalendarCommand(Array(CommandLine.arguments.dropFirst(2))))
}
print("liftd \(DaemonModule.version)")
