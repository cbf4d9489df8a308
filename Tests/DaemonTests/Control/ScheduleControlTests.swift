import Foundation
import Plugins
import SignalStore
import Testing
@testable import Daemon
@testable import Scheduler

/// A signal the test's store answers, standing in for a schedule's signal.
private struct ReportDue: Signal, Equatable {
    static let wireName = "report-due"
}

@Suite("schedules and run-schedule")
struct ScheduleControlTests {
    @Test("run-schedule's reply reports the firing's chain: its result and the use cases that handled it")
    func runScheduleReply() async throws {
        let store = Store(initialState: LiftdState(), useCases: [
            ClosureUseCase(on: ReportDue.self, name: "report") { _, _ in .handledWithoutChange },
        ])
        let started = Date()
        let firing = ManualFiring(schedule: "weekly-report", startedAt: started, outcome: Task { await store.send(ReportDue()) })
        let reply = try #require(try await RunScheduleReply.Pending(firing).resolved(id: nil) as? RunScheduleReply)
        #expect(reply.schedule == "weekly-report")
        #expect(reply.startedAt == started.formatted(.iso8601))
        #expect(reply.result == "ok")
        #expect(reply.handledBy == ["report"])
    }

    @Test("schedules needs read access and run-schedule needs operator")
    func accessLevels() {
        #expect(AccessPolicy.requiredLevel(for: Schedules.self) == .read)
        #expect(AccessPolicy.requiredLevel(for: RunSchedule.self) == .operator)
    }
}
