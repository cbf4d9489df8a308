import Foundation
import SampleExports
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

private let bench = "Bench Press (Barbell)"

/// `log-set`'s options with `announce-records` on or off.
private func options(announcing: Bool) -> LogSetOptions {
    var options = LogSetOptions()
    options.announcesRecords = announcing
    return options
}

/// `import`'s options with `announce-records` on or off.
private func importOptions(announcing: Bool) -> ImportOptions {
    var options = ImportOptions()
    options.announcesRecords = announcing
    return options
}

/// `benchHistory`'s earlier session, as `log-set` answers it: workout 1, a week before `now`.
private func earlierSession(_ harness: TrainingHarness) -> ExerciseSession {
    ExerciseSession(workout: 1, date: harness.now - 7 * 86_400, sets: [WorkoutSet(exercise: bench, weightKilograms: 80, reps: 5)])
}

/// A finished earlier session of `bench` (80 kg × 5), and a workout in progress after it.
private func benchHistory(_ harness: TrainingHarness) throws -> (WorkoutID, LiftdState) {
    _ = try harness.repository.insert(Workout(
        name: "Earlier", start: harness.now - 7 * 86_400, end: harness.now - 7 * 86_400 + 3_600,
        sets: [WorkoutSet(exercise: bench, weightKilograms: 80, reps: 5)]))
    let id = try harness.repository.insert(Workout(name: "Push", start: harness.now))
    return (id, activeState(id, start: harness.now))
}

/// A record of `kind` at `value` kg (or reps, exact), after `previous`, reached by `set` in
/// `workout`, which started at `date`; `weight` for most-reps.
private func record(
    _ kind: RecordKind, _ value: Double, was previous: Double?, set: SetID?, workout: WorkoutID, at date: Date,
    weight: Double = 0
) -> ExerciseRecords.Record {
    ExerciseRecords.Record(RecordEntry(
        kind: kind, weightHundredths: Int64((weight * 100).rounded()), valueHundredths: Int64((value * 100).rounded()),
        previousHundredths: previous.map { Int64(($0 * 100).rounded()) }, value: value, previous: previous,
        set: set ?? 0, workout: workout, date: date, isRecord: true))
}

/// Epley's estimate of `weight` kg × `reps`, exact as records keep it.
private func epley(_ weight: Double, _ reps: Int) -> Double {
    weight * (1 + Double(reps) / 30)
}

/// The records 85 kg × 5 of bench press sets (set 2 of workout 2, at `date`) after 80 kg × 5
/// in workout 1, as a write finds them: Epley's estimate 85 × (1 + 5/30) against 80 × (1 + 5/30).
private func benchRecords(at date: Date) -> [ExerciseRecords.Record] {
    [
        record(.heaviestWeight, 85, was: 80, set: 2, workout: 2, at: date),
        record(.setVolume, 425, was: 400, set: 2, workout: 2, at: date),
        record(.estimatedOneRepMax, epley(85, 5), was: epley(80, 5), set: 2, workout: 2, at: date),
        record(.sessionVolume, 425, was: 400, set: nil, workout: 2, at: date),
    ]
}

@Suite("Records plugins")
struct RecordsPluginTests {
    @Test("log-set answers with the records its set sets and emits one personal-record naming them")
    func logSetAnnouncesRecords() async throws {
        let harness = try TrainingHarness()
        let (workout, state) = try benchHistory(harness)
        var store = harness.testStore([LogSetUseCase(options: options(announcing: true))], state: state)
        let records = benchRecords(at: harness.now)
        let set = WorkoutSet(exercise: bench, weightKilograms: 85, reps: 5, performedAt: harness.now)
        await store.send(.logSet(bench, weight: 85, reps: 5),
                         reply: LogSetUseCase.Logged(
                             id: 2, workout: workout, set: set, lastSession: earlierSession(harness), records: records)) {
            $0.activeWorkout?.setCount = 1
        }
        await store.receive(PersonalRecordReached(exercise: bench, set: 2, workout: workout, records: records))
        store.finish()
    }

    @Test("log-set of a set that beats nothing answers no records and emits nothing")
    func logSetWithoutRecord() async throws {
        let harness = try TrainingHarness()
        let (workout, state) = try benchHistory(harness)
        var store = harness.testStore([LogSetUseCase(options: options(announcing: true))], state: state)
        let set = WorkoutSet(exercise: bench, weightKilograms: 80, reps: 5, performedAt: harness.now)
        await store.send(.logSet(bench, weight: 80, reps: 5), reply: LogSetUseCase.Logged(
            id: 2, workout: workout, set: set, lastSession: earlierSession(harness))) {
            $0.activeWorkout?.setCount = 1
        }
        store.finish()
    }

    @Test("Without announce-records, log-set still answers its records but emits nothing, and declares nothing")
    func logSetQuiet() async throws {
        let harness = try TrainingHarness()
        let (workout, state) = try benchHistory(harness)
        let useCase = LogSetUseCase(options: options(announcing: false))
        var store = harness.testStore([useCase], state: state)
        // 90 kg × 3: heavier, and a better estimate (90 × 1.1 = 99), but less volume than 80 × 5.
        let records = [
            record(.heaviestWeight, 90, was: 80, set: 2, workout: workout, at: harness.now),
            record(.estimatedOneRepMax, epley(90, 3), was: epley(80, 5), set: 2, workout: workout, at: harness.now),
        ]
        let set = WorkoutSet(exercise: bench, weightKilograms: 90, reps: 3, performedAt: harness.now)
        await store.send(.logSet(bench, weight: 90, reps: 3),
                         reply: LogSetUseCase.Logged(
                             id: 2, workout: workout, set: set, lastSession: earlierSession(harness), records: records)) {
            $0.activeWorkout?.setCount = 1
        }
        store.finish()
        #expect(useCase.emittedSignals.isEmpty)
        #expect(LogSetUseCase(options: options(announcing: true)).emittedSignals.map { $0.wireName } == ["personal-record"])
    }

    @Test("records answers current records with dates and the history of each, with the estimate used")
    func recordsAnswer() async throws {
        let harness = try TrainingHarness()
        let (workout, state) = try benchHistory(harness)
        var store = harness.testStore([LogSetUseCase(), ShowRecordsUseCase()], state: state)
        let records = benchRecords(at: harness.now)
        let set = WorkoutSet(exercise: bench, weightKilograms: 85, reps: 5, performedAt: harness.now)
        await store.send(.logSet(bench, weight: 85, reps: 5),
                         reply: LogSetUseCase.Logged(
                             id: 2, workout: workout, set: set, lastSession: earlierSession(harness), records: records)) {
            $0.activeWorkout?.setCount = 1
        }
        let earlier = harness.now - 7 * 86_400
        // Current records in a fixed order of kinds, then most reps by weight, heaviest first.
        let current = [
            record(.heaviestWeight, 85, was: nil, set: 2, workout: workout, at: harness.now),
            record(.estimatedOneRepMax, epley(85, 5), was: nil, set: 2, workout: workout, at: harness.now),
            record(.setVolume, 425, was: nil, set: 2, workout: workout, at: harness.now),
            record(.sessionVolume, 425, was: nil, set: nil, workout: workout, at: harness.now),
            record(.mostReps, 5, was: nil, set: 2, workout: workout, at: harness.now, weight: 85),
            record(.mostReps, 5, was: nil, set: 1, workout: 1, at: earlier, weight: 80),
        ]
        // The history in time order: the session's volume (no set) first, then the set's, by kind.
        let history = [records[3], records[2], records[0], records[1]]
        await store.send(ShowRecords(exercise: bench), reply: ShowRecordsUseCase.Reply(
            estimate: .standard, exercise: bench, current: current, history: history))
        store.finish()
    }

    @Test("records of an exercise never logged is refused naming the field")
    func recordsOfUnknownExercise() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([ShowRecordsUseCase()])
        let error = await store.sendExpectingFailure(ShowRecords(exercise: "Nothing Like It"))
        #expect((error as? TrainingError)?.field == "exercise", "\(String(describing: error))")
    }

    @Test("An import emits one records-updated summary, never one per set; a repeated import emits none")
    func importSummarisesRecords() async throws {
        let harness = try TrainingHarness()
        let export = ExportGenerator.strongV6(workouts: 40, setsPerWorkout: 6)
        var store = harness.testStore([ImportFileUseCase(options: importOptions(announcing: true))])
        // The generator names the leg press as Strong does; liftd's catalog calls it as Hevy does.
        let aliases = ["Leg Press": "Leg Press (Machine)"]
        let imported = ImportReply.imported(.strongV6, workouts: 40, sets: 240, mappedByAlias: aliases)
        await store.send(ImportFile(csv: export), reply: imported)
        // The summary counts every record the import set, as the records each exercise keeps list them.
        let exercises = Set(try harness.repository.sets(startedIn: Date.distantPast..<Date.distantFuture).map(\.exercise)).sorted()
        let histories = try exercises.map { try #require(try harness.repository.records(of: $0)).history.count }
        #expect(exercises.count > 1 && histories.allSatisfy { $0 > 0 })
        await store.receive(RecordsUpdated(records: histories.reduce(0, +), exercises: exercises))
        // Then import-finished, which every import emits.
        await store.receive(ImportFinished(source: "the streamed export", reply: imported))
        // And training-changed, as it added sets (the import again adds none).
        await store.receive(TrainingChanged(cause: "import"))
        let again = ImportReply.imported(
            .strongV6, id: 2, workouts: 40, sets: 240, workoutsAdded: 0, setsAlreadyPresent: 240, mappedByAlias: aliases)
        await store.send(ImportFile(csv: export), reply: again)
        await store.receive(ImportFinished(source: "the streamed export", reply: again))
        store.finish()
    }

    @Test("report-log takes personal-record and records-updated")
    func reportLogHandlesRecords() async throws {
        let harness = try TrainingHarness()
        let record = ExerciseRecords.Record(RecordEntry(
            kind: .heaviestWeight, valueHundredths: 10_000, previousHundredths: 9_500, set: 3, workout: 1,
            date: harness.now, isRecord: true))
        var store = harness.testStore([ReportLogUseCase()])
        await store.send(PersonalRecordReached(exercise: bench, set: 3, workout: 1, records: [record]))
        await store.send(RecordsUpdated(records: 2, exercises: [bench]))
        store.finish()
    }
}
