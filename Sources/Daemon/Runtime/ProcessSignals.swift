@preconcurrency import Glibc
import Dispatch

/// What the operating system asked of the daemon.
enum ProcessSignal: Sendable {
    /// SIGHUP: reload the config.
    case reload
    /// SIGTERM or SIGINT: stop.
    case stop
}

/// SIGHUP, SIGTERM and SIGINT as an async sequence, so the daemon's main loop awaits them.
enum ProcessSignals {
    /// Starts listening; the default actions of the three signals are turned off.
    static func stream() -> AsyncStream<ProcessSignal> {
        AsyncStream { continuation in
            let queue = DispatchQueue(label: "liftd.signals")
            let sources = [(SIGHUP, ProcessSignal.reload), (SIGTERM, .stop), (SIGINT, .stop)].map { number, meaning in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { continuation.yield(meaning) }
                source.resume()
                return source
            }
            let held = HeldSources(sources)
            continuation.onTermination = { _ in held.cancel() }
        }
    }
}

/// Keeps the signal sources alive for as long as the stream is listened to. Dispatch sources
/// are thread-safe; this box only lets the stream's termination handler reach them.
private final class HeldSources: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]
    init(_ sources: [any DispatchSourceSignal]) { self.sources = sources }
    func cancel() { sources.forEach { $0.cancel() } }
}
