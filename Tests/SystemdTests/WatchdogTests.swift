import Foundation
import Synchronization
import TestSupport
import Testing
@testable import Systemd

@Suite("Watchdog")
struct WatchdogTests {
    @Test("The ping interval is half the service manager's timeout")
    func pingIntervalIsHalf() {
        #expect(WatchdogInterval(timeout: .seconds(30)).pingInterval == .seconds(15))
        #expect(WatchdogInterval(timeout: .microseconds(3)).pingInterval == .nanoseconds(1_500))
    }

    @Test("The interval comes from WATCHDOG_USEC when WATCHDOG_PID names the process")
    func intervalFromEnvironment() async throws {
        #expect(try await ProbeProcess.run(mode: "watchdog", environment: ["WATCHDOG_USEC": "3000000"]) == ["1500000"])
        #expect(try await ProbeProcess.run(mode: "watchdog", environment: [:]) == ["none"])
        #expect(try await ProbeProcess.run(mode: "watchdog", environment: ["WATCHDOG_USEC": "3000000", "WATCHDOG_PID": "1"])
            == ["none"])
        #expect(try await ProbeProcess.run(mode: "watchdog", environment: ["WATCHDOG_USEC": "soon"]) == ["none"])
    }

    @Test("It pings when the health check says healthy and not when it says unhealthy")
    func pingsOnlyWhenHealthy() async {
        let healthy = Atomic(true)
        let notifier = RecordingNotifier()
        let watchdog = Watchdog(interval: .init(timeout: .seconds(10)), notifier: notifier,
                                isHealthy: { _ in healthy.load(ordering: .relaxed) })
        #expect(await watchdog.pingIfHealthy())
        healthy.store(false, ordering: .relaxed)
        #expect(await watchdog.pingIfHealthy() == false)
        #expect(notifier.notifications == [.watchdog])
    }

    @Test("The health check is given the ping interval as its time budget")
    func healthCheckBudget() async {
        let budgets = Mutex<[Duration]>([])
        let watchdog = Watchdog(interval: .init(timeout: .seconds(8)), notifier: RecordingNotifier(),
                                isHealthy: { budget in budgets.withLock { $0.append(budget) }; return true })
        await watchdog.pingIfHealthy()
        #expect(budgets.withLock { $0 } == [.seconds(4)])
    }

    @Test("Running, it pings each round while healthy, skips unhealthy rounds, and ends when cancelled",
          .timeLimit(.minutes(1)))
    func loopFollowsHealthAndStops() async throws {
        let ticks = TickSource()
        let health = HealthScript([true, false, true])
        let notifier = RecordingNotifier()
        let watchdog = Watchdog(interval: .init(timeout: .seconds(2)), notifier: notifier,
                                isHealthy: { _ in await health.next() }, pause: ticks.pause)
        let ended = Atomic(false)

        let running = Task {
            await watchdog.run()
            ended.store(true, ordering: .releasing)
        }
        // Round 1: healthy, pinged at once.
        try await eventually("the watchdog's ping in round 1", within: .seconds(30)) { notifier.notifications.count >= 1 }
        #expect(notifier.notifications == [.watchdog])
        ticks.advance()                                 // round 2: unhealthy, no ping
        ticks.advance()                                 // round 3: healthy
        try await eventually("the watchdog's ping in round 3", within: .seconds(30)) { notifier.notifications.count >= 2 }
        #expect(notifier.notifications.last == .watchdog)
        #expect(await health.rounds == 3)
        running.cancel()
        // run ends once cancelled
        try await eventually("the watchdog's run to end once cancelled", within: .seconds(30)) {
            ended.load(ordering: .acquiring)
        }
        #expect(notifier.notifications == [.watchdog, .watchdog])
        #expect(ticks.requestedPauses.allSatisfy { $0 == .seconds(1) })
    }
}

/// Hands out health answers from a script, one per round, then "unhealthy".
private actor HealthScript {
    private var answers: [Bool]
    private(set) var rounds = 0

    init(_ answers: [Bool]) { self.answers = answers }

    func next() -> Bool {
        rounds += 1
        return answers.isEmpty ? false : answers.removeFirst()
    }
}

/// A pause that ends when the test says so, one `advance()` per pause; cancellation ends it
/// with an error, like `Task.sleep`.
private final class TickSource: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let pauses = Mutex<[Duration]>([])

    init() { (stream, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded) }

    var requestedPauses: [Duration] { pauses.withLock { $0 } }

    func advance() { continuation.yield() }

    var pause: Watchdog.Pause {
        { [self] duration in
            pauses.withLock { $0.append(duration) }
            var iterator = stream.makeAsyncIterator()
            guard await iterator.next() != nil, !Task.isCancelled else { throw CancellationError() }
        }
    }
}
