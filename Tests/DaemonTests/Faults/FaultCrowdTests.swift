import ChildProcessTesting
import Foundation
import Glibc
import TestSupport
import Testing

/// Many more clients than `max-clients`, with slow and idle ones among them: each is either
/// refused with `too-many-clients` or served in full.
@Suite("Fault: a crowd of clients")
struct FaultCrowdTests {
    /// What one client of the crowd got.
    enum Outcome: Equatable {
        /// Refused at once with `too-many-clients`.
        case refused
        /// Admitted: the ids of the answers, in order.
        case answered([Int])
        /// Anything else, described.
        case other(String)
    }

    static let requests = 5

    @Test("256 clients, slow and idle ones among them: each gets its answers or too-many-clients, and every admitted client gets all of them",
          .timeLimit(.minutes(2)))
    func crowdBeyondMaximumClients() async throws {
        let daemon = try await startDaemon(socket: ["max-clients: 32"])
        let path = daemon.sandbox.socketPath
        // Idle and slow clients connect first, so they hold slots while the crowd arrives.
        let idle = try (0..<4).map { _ in try TestClient(path: path) }
        let slow = try (0..<4).map { _ in try TestClient(path: path) }
        let arrived = Countdown(256)
        async let slowOutcomes = withThrowingTaskGroup(of: Outcome.self) { group in
            for client in slow { group.addTask { try await offPool { Self.trickle(client, until: arrived) } } }
            return try await group.reduce(into: [Outcome]()) { $0.append($1) }
        }
        let crowd = try await withThrowingTaskGroup(of: Outcome.self) { group in
            for _ in 0..<256 { group.addTask { try await offPool { Self.serve(path: path, arrived: arrived) } } }
            return try await group.reduce(into: [Outcome]()) { $0.append($1) }
        }
        let idleOutcomes = try await offPool { idle.map { Self.exchange($0, first: 1) } }
        let outcomes = crowd + (try await slowOutcomes) + idleOutcomes

        let others = outcomes.filter { if case .other = $0 { true } else { false } }
        #expect(others.isEmpty, "clients neither served nor refused: \(others.prefix(5))")
        let served = outcomes.filter { if case .answered = $0 { true } else { false } }
        #expect(served.allSatisfy { $0 == .answered(Array(1...Self.requests)) })
        #expect(crowd.contains(.refused), "all 256 clients were admitted with max-clients 32")
        #expect(served.count >= 8, "the idle and slow clients, connected first, were not all served")
        #expect(try members(of: try await daemon.request("ping id=1"))["id"] == .integer(1))
        try await stopCleanly(daemon)
    }

    /// A crowd client: connects, sends its requests one by one and reads each answer; once
    /// refused or done it waits for the whole crowd to have arrived before closing, so the
    /// connections overlap.
    private static func serve(path: String, arrived: Countdown) -> Outcome {
        defer { arrived.wait() }
        guard let client = try? TestClient(path: path) else {
            arrived.countDown()
            return .other("connect failed")
        }
        let outcome = exchange(client, first: 1)
        arrived.countDown()
        return outcome
    }

    /// Sends `requests` pings (ids from `first`) one at a time on `client`, reading each answer.
    private static func exchange(_ client: TestClient, first: Int) -> Outcome {
        var ids: [Int] = []
        for id in first..<(first + requests) {
            // A refused client may find the connection closed before it sends: the refusal is
            // still there to read.
            _ = try? client.send("ping id=\(id)\n")
            guard let answer = try? client.readLine() else { return .other("no answer after \(ids)") }
            if ids.isEmpty, (try? errorCode(of: answer)) == "too-many-clients" {
                return (try? client.readLine()) == nil ? .refused : .other("not closed after refusal")
            }
            guard case .integer(let answered)? = try? members(of: answer)["id"] else { return .other(answer) }
            ids.append(answered)
        }
        return .answered(ids)
    }

    /// A slow client: sends its first request a byte at a time, pausing between bytes while
    /// the crowd arrives (well within any line timeout), then the rest as usual.
    private static func trickle(_ client: TestClient, until arrived: Countdown) -> Outcome {
        for byte in Array("ping id=1\n".utf8) {
            _ = try? client.send([byte])
            arrived.wait(atMost: 0.05)
        }
        guard let answer = try? client.readLine() else { return .other("slow client got no answer") }
        if (try? errorCode(of: answer)) == "too-many-clients" { return .refused }
        guard (try? members(of: answer)["id"]) == .integer(1) else { return .other(answer) }
        switch exchange(client, first: 2) {
        case .answered(let rest): return .answered([1] + rest.prefix(requests - 1))
        case let outcome: return outcome
        }
    }
}

/// Counts arrivals down to zero; waits for zero are bounded and say what they waited for.
final class Countdown: @unchecked Sendable {
    // @unchecked: `remaining` is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var remaining: Int

    init(_ count: Int) { remaining = count }

    func countDown() {
        condition.lock()
        remaining -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until the count reaches zero; after `bound` seconds records an issue and returns.
    func wait(bound: TimeInterval = 60) {
        if !wait(atMost: bound) { Issue.record("waited \(bound) s for every crowd client to arrive, in vain") }
    }

    /// Blocks until the count reaches zero or `seconds` pass; returns whether it reached zero.
    @discardableResult
    func wait(atMost seconds: TimeInterval) -> Bool {
        let giveUp = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while remaining > 0 {
            if !condition.wait(until: giveUp) { return remaining <= 0 }
        }
        return true
    }
}
