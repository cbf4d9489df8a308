import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

@Suite("Personal records, a dependency of their own")
struct RecordDependencyTests {
    @Test("Without personal records configured, log-set and records refuse with no database configured and store nothing")
    func unconfiguredRecordsRefuse() async throws {
        let harness = try TrainingHarness()
        let id = try harness.repository.insert(Workout(name: "Push", start: harness.now))
        var values = DependencyValues()
        values.workoutRepository = harness.repository
        values.now = .constant(harness.now)
        let log = LogSet.logSet("Squat (Barbell)", weight: 100, reps: 5)
        // Direct handle(_:state:) calls, in a live (not test-mode) container: the point is what
        // the live value of an unset dependency does, which a TestStore reports as a test failure.
        await #expect(throws: TrainingError.noDatabase) {
            try await DependencyValues.$current.withValue(values) {
                try await LogSetUseCase().handle(log, state: activeState(id, start: harness.now))
            }
        }
        await #expect(throws: TrainingError.noDatabase) {
            try await DependencyValues.$current.withValue(values) {
                try await ShowRecordsUseCase().handle(ShowRecords(exercise: "Squat (Barbell)"), state: LiftdState())
            }
        }
        #expect(try harness.repository.workout(id: id)?.sets.isEmpty == true)
    }
}
