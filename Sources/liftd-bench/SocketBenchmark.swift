@preconcurrency import Glibc
import ControlClient
import Daemon
import Foundation

// `liftd-bench socket [--requests N] [--rounds R]`: `ping` round trips per second against the
// real `liftd` (built next to this benchmark) with 1 and with 8 concurrent clients, and the
// same against a minimal line-echo server over a Unix socket started in this run. Each
// figure is the median of R rounds of N requests, echo and liftd taking turns, so that a
// noisy moment of the machine does not decide the ratio.

@Sendable func runSocketBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(arguments, defaults: ["requests": 20_000, "rounds": 5])
    let requests = options["requests"]
    let rounds = max(1, options["rounds"])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let echo = try EchoServer(path: directory.appendingPathComponent("echo.sock").path)
    let daemon = try BenchmarkDaemon(stateDirectory: directory.path)
    defer { daemon.stop() }

    var ratios: [Int: Double] = [:]
    for clients in [1, 8] {
        let perClient = requests / clients
        var echoRates: [Double] = [], liftdRates: [Double] = []
        for _ in 0..<rounds {
            echoRates.append(try RoundTrips.rate(path: echo.path, clients: clients, each: perClient))
            liftdRates.append(try RoundTrips.rate(path: daemon.socketPath, clients: clients, each: perClient))
        }
        let liftd = median(liftdRates), baseline = median(echoRates)
        ratios[clients] = liftd / baseline
        print("\(clients) client(s): liftd \(Int(liftd)) ping/s, echo \(Int(baseline)) round trips/s "
            + "(medians of \(rounds) rounds)")
    }
    let one = ratios[1] ?? 0, eight = ratios[8] ?? 0
    print("socket: liftd/echo 1c=\(format(one, digits: 2)) 8c=\(format(eight, digits: 2))")
}

/// The middle value of `values` (the upper middle for an even count).
private func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

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
        return Double(clients * each) / (nanoseconds(ContinuousClock.now - start) / 1e9)
    }
}

/// The first error any client thread met.
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func record(_ message: String) { lock.withLock { messages.append(message) } }
    var first: String? { lock.withLock { messages.first } }
}
