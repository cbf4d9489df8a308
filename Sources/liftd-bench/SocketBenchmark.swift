@preconcurrency import Glibc
import Foundation

// `liftd-bench socket [--requests N] [--rounds R]`: `ping` round trips per second against the
// real `liftd` (built next to this benchmark) with 1 and with 8 concurrent clients, and the
// same against a minimal line-echo server in a process of its own started in this run.
// Each rate is the median of R rounds of N requests, echo and liftd taking turns, so that a
// noisy moment of the machine does not decide the ratio. Each server's processor time
// (from /proc, the server process alone, never the clients) is summed over the rounds and
// divided by the requests it answered: a cost per request that depends far less on how
// fast or how busy the machine is than the rates do.

@Sendable func runSocketBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(arguments, defaults: ["requests": 20_000, "rounds": 5])
    let requests = options["requests"]
    let rounds = max(1, options["rounds"])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let echoProcess = try EchoServerProcess(path: directory.appendingPathComponent("echo.sock").path)
    defer { echoProcess.stop() }
    let daemon = try BenchmarkDaemon(stateDirectory: directory.path)
    defer { daemon.stop() }
    let echo = BenchmarkedServer(path: echoProcess.path, processIdentifier: echoProcess.processIdentifier)
    let liftd = BenchmarkedServer(path: daemon.socketPath, processIdentifier: daemon.processIdentifier)

    var ratios: [Int: Double] = [:]
    var echoTotal = ProcessorCost.zero, liftdTotal = ProcessorCost.zero
    for clients in [1, 8] {
        let perClient = requests / clients
        var echoRounds: [ServerRound] = [], liftdRounds: [ServerRound] = []
        for _ in 0..<rounds {
            echoRounds.append(try echo.round(clients: clients, each: perClient))
            liftdRounds.append(try liftd.round(clients: clients, each: perClient))
        }
        let liftdRate = median(liftdRounds.map(\.rate)), echoRate = median(echoRounds.map(\.rate))
        ratios[clients] = liftdRate / echoRate
        let liftdSum = liftdRounds.map(\.cost).reduce(.zero, +), echoSum = echoRounds.map(\.cost).reduce(.zero, +)
        liftdTotal = liftdTotal + liftdSum
        echoTotal = echoTotal + echoSum
        print("\(clients) client(s): liftd \(Int(liftdRate)) ping/s, echo \(Int(echoRate)) round trips/s "
            + "(medians of \(rounds) rounds); server CPU per request: liftd \(liftdSum.microsecondsPerRequest) µs, "
            + "echo \(echoSum.microsecondsPerRequest) µs")
    }
    let one = ratios[1] ?? 0, eight = ratios[8] ?? 0
    let cpu = liftdTotal.perRequest / echoTotal.perRequest
    print("socket: liftd/echo 1c=\(format(one, digits: 2)) 8c=\(format(eight, digits: 2)) cpu=\(format(cpu, digits: 2))")
}

/// A server under test: where clients reach it, and which process to read the time of.
struct BenchmarkedServer {
    let path: String
    let processIdentifier: Int32

    /// One round of `clients` clients sending `each` pings, with the server's processor time.
    func round(clients: Int, each: Int) throws -> ServerRound {
        let before = try ProcessCPUTime.seconds(of: processIdentifier)
        let rate = try RoundTrips.rate(path: path, clients: clients, each: each)
        let after = try ProcessCPUTime.seconds(of: processIdentifier)
        return ServerRound(rate: rate, cost: ProcessorCost(seconds: after - before, requests: clients * each))
    }
}

/// What one round measured: round trips per second, and what the server spent on them.
struct ServerRound {
    let rate: Double
    let cost: ProcessorCost
}

/// Processor time a server spent answering a number of requests.
struct ProcessorCost {
    static let zero = ProcessorCost(seconds: 0, requests: 0)

    let seconds: Double
    let requests: Int

    /// Processor seconds per request answered.
    var perRequest: Double { requests > 0 ? seconds / Double(requests) : 0 }

    /// The time per request in µs with one decimal.
    var microsecondsPerRequest: String { format(perRequest * 1e6, digits: 1) }

    static func + (lhs: ProcessorCost, rhs: ProcessorCost) -> ProcessorCost {
        ProcessorCost(seconds: lhs.seconds + rhs.seconds, requests: lhs.requests + rhs.requests)
    }
}

/// The middle value of `values` (the upper middle for an even count).
private func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}
