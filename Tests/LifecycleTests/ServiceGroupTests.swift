import Lifecycle
import Testing

@Suite("ServiceGroup", .timeLimit(.minutes(1)))
struct ServiceGroupTests {
    @Test("Services start in the declared order, each only once the one before it said it started")
    func startOrder() async throws {
        let log = ServiceLog(), holdFirst = Latch(), stop = Latch()
        let group = ServiceGroup([
            RecordingService(name: "a", log: log, holdBeforeStarting: holdFirst),
            RecordingService(name: "b", log: log), RecordingService(name: "c", log: log),
            StopRequester(request: stop),
        ])
        let running = Task { try await group.run() }
        try await log.waitFor("a start")
        // a has not said it started, so b must not have been started.
        #expect(log.all == ["a start"])
        holdFirst.open()
        try await log.waitFor("c start")
        #expect(log.all == ["a start", "b start", "c start"])
        stop.open()
        try await running.value
    }

    @Test("A service that returns stops the others in reverse order, each after the later ones ended")
    func reverseStop() async throws {
        let log = ServiceLog(), stop = Latch(), holdLast = Latch()
        let group = ServiceGroup([
            RecordingService(name: "a", log: log), RecordingService(name: "b", log: log),
            RecordingService(name: "c", log: log, holdWhileStopping: holdLast), StopRequester(request: stop),
        ])
        let running = Task { try await group.run() }
        try await log.waitFor("c start")
        stop.open()
        try await log.waitFor("c stop")
        // c is still winding down: b and a must not have been told to stop yet.
        #expect(log.all == ["a start", "b start", "c start", "c stop"])
        holdLast.open()
        try await running.value
        #expect(log.all == [
            "a start", "b start", "c start", "c stop", "c stopped", "b stop", "b stopped", "a stop", "a stopped",
        ])
    }

    @Test("A service that fails after starting stops the rest in reverse order, and run throws its failure")
    func failureAfterStart() async throws {
        let log = ServiceLog()
        let group = ServiceGroup([
            RecordingService(name: "a", log: log), RecordingService(name: "b", log: log),
            RecordingService(name: "c", log: log, failure: .afterStarting), RecordingService(name: "d", log: log),
        ])
        let failure = try await #require(throws: ServiceFailure.self) { try await group.run() }
        #expect(failure.service == "c")
        #expect(failure.error is PlannedFailure)
        // d started after c said it started, and is stopped first.
        #expect(log.all == [
            "a start", "b start", "c start", "d start", "d stop", "d stopped", "b stop", "b stopped", "a stop", "a stopped",
        ])
    }

    @Test("A service that fails while starting keeps the later ones from starting and stops the earlier ones")
    func failureWhileStarting() async throws {
        let log = ServiceLog()
        let group = ServiceGroup([
            RecordingService(name: "a", log: log), RecordingService(name: "b", log: log, failure: .beforeStarting),
            RecordingService(name: "c", log: log),
        ])
        let failure = try await #require(throws: ServiceFailure.self) { try await group.run() }
        #expect(failure.service == "b")
        #expect(log.all == ["a start", "b start", "a stop", "a stopped"])
    }

    @Test("Cancelling the task that runs the group ends every service, and run returns")
    func cancellationEndsAll() async throws {
        let log = ServiceLog()
        let group = ServiceGroup([
            RecordingService(name: "a", log: log), RecordingService(name: "b", log: log),
            RecordingService(name: "c", log: log),
        ])
        let running = Task { try await group.run() }
        try await log.waitFor("c start")
        running.cancel()
        try await running.value
        #expect(Set(log.all) == ["a start", "b start", "c start", "a stop", "b stop", "c stop", "a stopped", "b stopped", "c stopped"])
    }

    @Test("A group cancelled while a service is still starting ends it, and starts none after it")
    func cancellationWhileStarting() async throws {
        let log = ServiceLog(), holdSecond = Latch()
        let group = ServiceGroup([
            RecordingService(name: "a", log: log), RecordingService(name: "b", log: log, holdBeforeStarting: holdSecond),
            RecordingService(name: "c", log: log),
        ])
        let running = Task { try await group.run() }
        try await log.waitFor("b start")
        running.cancel()
        try await running.value
        // b's hold ends with the cancellation; b then says it started, and stops.
        #expect(!log.all.contains("c start"))
        #expect(log.all.contains("a stopped"))
        #expect(log.all.contains("b stopped"))
    }
}

@Suite("Latch", .timeLimit(.minutes(1)))
struct LatchTests {
    @Test("A latch opened before anyone waits lets the waiter through at once")
    func openedFirst() async {
        let latch = Latch()
        latch.open()
        await latch.wait()
        #expect(latch.isOpen)
    }

    @Test("Cancelling the waiting task opens the latch")
    func cancellationOpens() async {
        let latch = Latch()
        let waiter = Task { await latch.wait() }
        waiter.cancel()
        await waiter.value
        #expect(latch.isOpen)
    }
}
