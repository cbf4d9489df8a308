import Foundation
import SampleExports
import SignalStore
import Testing
import Workouts
@testable import Plugins

private let bench = "Bench Press (Barbell)"

/// Options with `announce-records` on or off.
private func options(announcing: Bool) -> TrainingOptions {
    var options = TrainingOptions()
    options.announcesRecords = announcing
    return options
}

/// A finished earlier session of `bench` (80 kg × 5), and a workout in progress after it.
private func benchHistory(_ harness: TrainingHarness) throws -> (WorkoutID, LiftdState) {
    _ = try harness.repository.insert(Workout(
        name: "Earlier", start: harness.now - 7 * 86_400, end: harness.now - 7 * 86_400 + 3_600,
        sets: [WorkoutSet(exercise: bench, weightKilograms: 80, reps: 5)]))
    let id = try harness.repository.insert(Workout(name: "Push", start: harness.now))
    return (id, activeState(id, start: harness.now))
}

@Suite("Records plugins")
struct RecordsPluginTests {
    @Test("log-set answers with the records its set sets and emits one personal-record naming them")
    func logSetAnnouncesRecords() async throws {
        let harness = try TrainingHarness()
        let (workout, state) = try benchHistory(harness)
        let useCase = LogSetUseCase(options: options(announcing: true))
        let result = try await harness.handle(useCase, .logSet(bench, weight: 85, reps: 5), state: state)
        let reply = try #require(result.reply as? LogSetUseCase.Logged)
        #expect(Set(reply.records.map(\.kind)) == [.heaviestWeight, .estimatedOneRepMax, .setVolume, .sessionVolume])
        #expect(reply.records.first { $0.kind == .heaviestWeight }?.previous == 80)
        let announced = try #require(result.effects.only as? PersonalRecordReached)
        #expect(announced.exercise == bench)
        #expect(announced.workout == workout)
        #expect(announced.records == reply.records)
        #expect(announced.set != nil)
    }

    @Test("log-set of a set that beats nothing answers no records and emits nothing")
    func logSetWithoutRecord() async throws {
        let harness = try TrainingHarness()
        let (_, state) = try benchHistory(harness)
        let result = try await harness.handle(
            LogSetUseCase(options: options(announcing: true)), .logSet(bench, weight: 80, reps: 5), state: state)
        #expect((result.reply as? LogSetUseCase.Logged)?.records == [])
        #expect(result.effects.isEmpty)
    }

    @Test("Without announce-records, log-set still answers its records but emits nothing, and declares nothing")
    func logSetQuiet() async throws {
        let harness = try TrainingHarness()
        let (_, state) = try benchHistory(harness)
        let useCase = LogSetUseCase(options: options(announcing: false))
        let result = try await harness.handle(useCase, .logSet(bench, weight: 90, reps: 3), state: state)
        #expect((result.reply as? LogSetUseCase.Logged)?.records.isEmpty == false)
        #expect(result.effects.isEmpty)
        #expect(useCase.emittedSignals.isEmpty)
        #expect(LogSetUseCase(options: options(announcing: true)).emittedSignals.map { $0.wireName } == ["personal-record"])
    }

    @Test("records answers current records with dates and the history of each, with the estimate used")
    func recordsAnswer() async throws {
        let harness = try TrainingHarness()
        let (_, state) = try benchHistory(harness)
        _ = try await harness.handle(LogSetUseCase(), .logSet(bench, weight: 85, reps: 5), state: state)
        let result = try await harness.handle(ShowRecordsUseCase(), ShowRecords(exercise: bench))
        let reply = try #require(result.reply as? ShowRecordsUseCase.Reply)
        #expect(reply.estimate == .standard)
        #expect(reply.current.first { $0.kind == .heaviestWeight }?.value == 85)
        #expect(reply.current.first { $0.kind == .heaviestWeight }?.date == harness.now)
        #expect(reply.current.first { $0.kind == .mostReps && $0.weight == 80 }?.value == 5)
        #expect(reply.history.map(\.kind).contains(.setVolume))
        #expect(reply.history.allSatisfy { $0.previous != nil })
    }

    @Test("records of an exercise never logged is refused naming the field")
    func recordsOfUnknownExercise() async throws {
        let harness = try TrainingHarness()
        await #expect {
            try await harness.handle(ShowRecordsUseCase(), ShowRecords(exercise: "Nothing Like It"))
        } throws: { error in
            (error as? TrainingError)?.field == "exercise"
        }
    }

    @Test("An import emits one records-updated summary, never one per set; a repeated import emits none")
    func importSummarisesRecords() async throws {
        let harness = try TrainingHarness()
        let export = ExportGenerator.strongV6(workouts: 40, setsPerWorkout: 6)
        let useCase = ImportExportUseCase(options: options(announcing: true))
        let first = try await harness.handle(useCase, ImportExport(csv: export))
        // Then import-finished, which every import emits, and training-changed, as it added sets.
        #expect(first.effects.map(\.wireName) == ["records-updated", "import-finished", "training-changed"])
        let updated = try #require(first.effects.first as? RecordsUpdated)
        #expect(updated.records > 1)
        #expect(!updated.exercises.isEmpty)
        #expect(updated.exercises == updated.exercises.sorted())
        let again = try await harness.handle(useCase, ImportExport(csv: export))
        #expect(again.effects.map(\.wireName) == ["import-finished"])
    }

    @Test("report-log takes personal-record and records-updated")
    func reportLogHandlesRecords() async throws {
        let harness = try TrainingHarness()
        let record = ExerciseRecords.Record(RecordEntry(
            kind: .heaviestWeight, valueHundredths: 10_000, previousHundredths: 9_500, set: 3, workout: 1,
            date: harness.now, isRecord: true))
        let reached = try await harness.handle(
            ReportLogUseCase(), PersonalRecordReached(exercise: bench, set: 3, workout: 1, records: [record]))
        #expect(reached.handled)
        let updated = try await harness.handle(ReportLogUseCase(), RecordsUpdated(records: 2, exercises: [bench]))
        #expect(updated.handled)
    }
}

extension Array {
    /// The only element, or `nil` when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
