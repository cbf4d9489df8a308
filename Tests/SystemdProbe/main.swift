// A child process for SystemdTests: it runs one systemd piece in a process whose environment
// (NOTIFY_SOCKET, WATCHDOG_USEC, LISTEN_FDS…) the test chose, and prints what it saw.
//
//   SystemdProbe notify       send READY+STATUS, RELOADING, WATCHDOG, STOPPING; print deliveries
//   SystemdProbe watchdog     print the watchdog's ping interval in microseconds, or "none"
//   SystemdProbe activation   print the activated control socket; answer one connection
//   SystemdProbe serve        a stand-in daemon for the container test (StandInDaemon.swift)
@preconcurrency import Glibc
import DurationUnits
import Systemd
import Foundation

setvbuf(stdout, nil, _IOLBF, 0)

func probeNotifications() {
    let notifier = SystemdNotifier()
    let notifications: [ServiceNotification] = [
        .ready.adding(.status("probe ready")), .reloading(), .watchdog, .stopping,
    ]
    for notification in notifications {
        print(notifier.send(notification))
    }
}

func probeWatchdog() {
    guard let interval = WatchdogInterval.fromServiceManager() else { return print("none") }
    print(interval.pingInterval.wholeMicroseconds)
}

func probeActivation() {
    do {
        guard let socket = try SocketActivation.controlSocket() else { return print("none") }
        print("name=\(socket.name) environment=\(ProcessInfo.processInfo.environment["LISTEN_FDS"] ?? "cleared")")
        let connection = accept(socket.fileDescriptor, nil, nil)
        guard connection >= 0 else { return print("accept failed: errno \(errno)") }
        let reply = Array("hello from \(socket.name)\n".utf8)
        _ = reply.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
        close(connection)
    } catch {
        print("error: \(error)")
    }
}

switch CommandLine.arguments.dropFirst().first {
case "notify": probeNotifications()
case "watchdog": probeWatchdog()
case "activation": probeActivation()
case "serve": StandInDaemon.run()
default:
    print("usage: SystemdProbe notify|watchdog|activation|serve")
    exit(64)
}
