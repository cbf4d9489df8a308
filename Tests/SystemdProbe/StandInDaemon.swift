@preconcurrency import Glibc
import Systemd
import Dispatch
import Foundation
import Synchronization
import SignalStore

/// `SystemdProbe serve`: a stand-in for liftd under a real systemd (Tests/system), built only
/// from the Systemd pieces. It takes the activated control socket, logs through the journal,
/// says READY, pings the watchdog, answers every request line with `{"ok":true}`, handles
/// SIGHUP as a reload, SIGUSR1 as "become unhealthy" (the watchdog stops) and SIGTERM as stop.
enum StandInDaemon {
    static func run() -> Never {
        let logger = Logger.systemd(minimumLevel: .debug)
        let notifier = SystemdNotifier()
        let socket: ActivatedSocket
        do {
            guard let activated = try SocketActivation.controlSocket() else {
                logger.log(.error, "serve needs socket activation")
                exit(1)
            }
            socket = activated
        } catch {
            logger.log(.error, "\(error)")
            exit(1)
        }
        let healthy = HealthFlag()
        if let interval = WatchdogInterval.fromServiceManager() {
            let watchdog = Watchdog(interval: interval, notifier: notifier, isHealthy: { _ in healthy.isHealthy })
            Task { await watchdog.run() }
        }
        let signals = [
            handle(SIGHUP) {
                notifier.send(.reloading())
                logger.log(.notice, "reloaded", fields: ["LIFTD_SIGNAL": "reload"])
                notifier.send(ServiceNotification.ready.adding(.status("stand-in reloaded")))
            },
            handle(SIGUSR1) {
                healthy.markUnhealthy()
                logger.log(.warning, "unhealthy: watchdog pings stop")
            },
            handle(SIGTERM) {
                notifier.send(.stopping)
                logger.log(.info, "stopping")
                exit(0)
            },
        ]
        notifier.send(ServiceNotification.ready.adding(.status("stand-in serving on fd \(socket.fileDescriptor)")))
        logger.log(.info, "serving", fields: ["LIFTD_USE_CASE": "stand-in"])
        DispatchQueue.global().async { serve(socket.fileDescriptor, logger: logger) }
        withExtendedLifetime(signals) { dispatchMain() }
    }

    private static func handle(_ signalNumber: Int32, _ action: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
        source.setEventHandler(handler: action)
        source.resume()
        return source
    }

    private static func serve(_ listener: Int32, logger: Logger) {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(connection, $0.baseAddress, $0.count) }
            let request = buffer.prefix(max(count, 0))
            let object = try? JSONSerialization.jsonObject(with: Data(request)) as? [String: Any]
            let signalName = object?["signal"] as? String ?? "unreadable"
            logger.log(.info, "answered \(signalName)",
                       fields: ["LIFTD_SIGNAL": signalName, "LIFTD_CHAIN": "0", "LIFTD_DURATION_US": "0"])
            let reply = Array("{\"ok\":true,\"result\":\"pong\"}\n".utf8)
            _ = reply.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            close(connection)
        }
    }
}

/// Whether the stand-in still counts itself healthy.
private final class HealthFlag: Sendable {
    private let healthy = Atomic<Bool>(true)
    var isHealthy: Bool { healthy.load(ordering: .relaxed) }
    func markUnhealthy() { healthy.store(false, ordering: .relaxed) }
}
