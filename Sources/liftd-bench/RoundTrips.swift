@preconcurrency import Glibc
import ControlClient
import Foundation
import Synchronization

/// Clients doing blocking round trips, each on its own thread.
enum RoundTrips {
    /// Round trips per second of `clients` clients each sending `each` pings and reading
    /// every answer before the next request.
    static func rate(path: String, clients: Int, each: Int) throws -> Double {
        let group = DispatchGroup()
        let failures = FailureBox()
        let start = ContinuousClock.now
        for _ in 0..<clients {
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    var client = try ControlClient(path: path)
                    for _ in 0..<each {
                        try client.send(#"{"signal":"ping"}"#)
                        guard let answer = try client.receiveLine(), answer.contains(#""ok":true"#) else {
                            throw ClientError.closedEarly
                        }
                    }
                } catch {
                    failures.record("\(error)")
                }
            }.start()
        }
        group.wait()
        if let failure = failures.first { throw BenchmarkUsageError(message: "a client failed: \(failure)") }
        return Double(clients * each) / ((ContinuousClock.now - start) / .seconds(1))
    }
}

/// The first error any client thread met.
final class FailureBox: Sendable {
    private let messages = Mutex<[String]>([])
    func record(_ message: String) { messages.withLock { $0.append(message) } }
    var first: String? { messages.withLock { $0.first } }
}
