import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
import ZoneInfo
@testable import Plugins

private let squat = "Squat (Barbell)"

/// `instant` as `at=` writes it.
private func text(_ instant: Date) -> String { instant.formatted(.iso8601) }

@Suite("Past sessions: start-workout, log-set and finish-workout with at=")
struct PastSessionTests {
    @Test("start-workout at= stores a workout that started then; log-set and finish-workout at= place its set and end")
    func pastSessionLogged() async throws {
        let harness = try TrainingHarness()
        let start = harness.now - 3 * 86_400
        var store = harness.testStore([.startWorkout, .logSet, .finishWorkout])
        let active = ActiveWorkout(id: 1, name: "Legs", start: start)
        await store.send(StartWorkout(name: "Legs", at: text(start)), reply: active) { $0.activeWorkout = active }
        let set = WorkoutSet(exercise: squat, weightKilograms: 100, reps: 5, performedAt: start + 600)
        await store.send(LogSet(exercise: squat, weight: 100, reps: 5, at: text(start + 600)),
                         reply: LogSetUseCase.Logged(id: 1, workout: 1, set: set)) { $0.activeWorkout?.setCount = 1 }
        let finished = FinishedWorkout(id: 1, name: "Legs", start: start, end: start + 3_000, setCount: 1, exercises: [
            ExerciseVolume(exercise: squat, sets: 1, reps: 5, volumeKilograms: 500),
        ])
        await store.send(FinishWorkout(at: "\(text(start + 3_000))"), reply: finished) { $0.activeWorkout = nil }
        await store.receive(TrainingChanged(cause: "finish-workout"))
        store.finish()
        let stored = try #require(try harness.repository.workout(id: 1))
        #expect(stored.start == start)
        #expect(stored.end == start + 3_000)
        #expect(stored.sets.map(\.performedAt) == [start + 600])
    }

    @Test("at= in another offset names the same instant")
    func offsetsAccepted() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([.startWorkout])
        // 2025-09-16 05:20 UTC is 07:20 at +02:00; an hour earlier.
        let active = ActiveWorkout(id: 1, name: "Workout", start: harness.now - 3_600)
        await store.send(StartWorkout(at: "2025-09-16T06:20:00+02:00"), reply: active) { $0.activeWorkout = active }
        store.finish()
    }

    @Test("A time in the future is refused by each signal, naming at, and changes nothing")
    func futureRefused() async throws {
        let harness = try TrainingHarness()
        let future = text(harness.now + 1)
        var idle = harness.testStore([.startWorkout, .logSet])
        for signal: any Signal in [StartWorkout(at: future), LogSet(exercise: squat, weight: 100, reps: 5, at: future)] {
            let error = await idle.sendExpectingFailure(signal) as? TrainingError
            #expect(error == .invalidValue(
                field: "at", problem: "'2025-09-16T05:20:01Z' is in the future (liftd's clock reads 2025-09-16T05:20:00Z)"),
                "\(signal.wireName)")
        }
        #expect(try harness.repository.workouts(limit: 10).isEmpty)
        let id = try harness.repository.insert(Workout(name: "Push", start: harness.now - 60))
        var active = harness.testStore([.logSet, .finishWorkout], state: activeState(id, start: harness.now - 60))
        for signal: any Signal in [LogSet(exercise: squat, weight: 100, reps: 5, at: future), FinishWorkout(at: future)] {
            #expect((await active.sendExpectingFailure(signal) as? TrainingError)?.field == "at", "\(signal.wireName)")
        }
        #expect(try harness.repository.workout(id: id)?.sets == [])
        #expect(try harness.repository.workout(id: id)?.end == nil)
    }

    @Test("log-set and finish-workout at= before the workout started are refused, naming at and the start")
    func beforeStartRefused() async throws {
        let harness = try TrainingHarness()
        let start = harness.now - 3_600
        let id = try harness.repository.insert(Workout(name: "Push", start: start))
        var store = harness.testStore([.logSet, .finishWorkout], state: activeState(id, start: start))
        let early = text(start - 1)
        let refusal = TrainingError.invalidValue(
            field: "at", problem: "'2025-09-16T04:19:59Z' is before the workout started (2025-09-16T04:20:00Z)")
        #expect(await store.sendExpectingFailure(LogSet(exercise: squat, weight: 100, reps: 5, at: early)) as? TrainingError == refusal)
        #expect(await store.sendExpectingFailure(FinishWorkout(at: early)) as? TrainingError == refusal)
        // The same holds for a workout named by id rather than active.
        var named = harness.testStore([.logSet])
        #expect(await named.sendExpectingFailure(LogSet(exercise: squat, weight: 100, reps: 5, workout: id, at: early))
            as? TrainingError == refusal)
        #expect(try harness.repository.workout(id: id)?.sets == [])
        #expect(try harness.repository.workout(id: id)?.end == nil)
    }

    @Test("finish-workout at= before the last set, or over a day after the start, is refused naming at")
    func endBeforeLastSetRefused() async throws {
        let harness = try TrainingHarness()
        let start = harness.now - 2 * 86_400
        let id = try harness.repository.insert(Workout(name: "Push", start: start, sets: [
            WorkoutSet(exercise: squat, weightKilograms: 100, reps: 5, performedAt: start + 1_200),
        ]))
        var store = harness.testStore([.finishWorkout], state: activeState(id, start: start, sets: 1))
        #expect(await store.sendExpectingFailure(FinishWorkout(at: text(start + 600))) as? TrainingError
            == .invalidValue(field: "at", problem: "before the workout's last set (2025-09-14T05:40:00Z)"))
        #expect(await store.sendExpectingFailure(FinishWorkout(at: text(start + 86_401))) as? TrainingError
            == .invalidValue(field: "at", problem: "the workout would last over 24 hours"))
        #expect(try harness.repository.workout(id: id)?.end == nil)
    }

    @Test("A second workout with the same name and start is refused naming the first, and nothing is stored")
    func sameStartRefused() async throws {
        let harness = try TrainingHarness()
        let start = harness.now - 86_400
        let id = try harness.repository.insert(Workout(name: "Legs", start: start, end: start + 3_600))
        var store = harness.testStore([.startWorkout])
        let error = await store.sendExpectingFailure(StartWorkout(name: "Legs", at: text(start)))
        #expect(error as? WorkoutStoreError == .workoutExists(id, name: "Legs"))
        #expect((error as? WorkoutStoreError)?.description == "workout 1 'Legs' already starts at that time: give another name or time")
        #expect(try harness.repository.workouts(limit: 10).count == 1)
    }

    @Test("A malformed at= is refused saying what the field takes")
    func malformedRefused() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([.startWorkout])
        let error = await store.sendExpectingFailure(StartWorkout(at: "yesterday")) as? TrainingError
        #expect(error?.field == "at")
        #expect(error?.description.contains("'yesterday' is not an ISO 8601 time") == true)
        #expect(try harness.repository.workouts(limit: 10).isEmpty)
    }
}

@Suite("log-set with no workout in progress starts one, named by its day")
struct LogSetStartsWorkoutTests {
    @Test("The workout starts at the set, named by its day in UTC, and becomes the active one")
    func startsTuesdayWorkout() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([.logSet])
        // 2025-09-16 05:20 UTC is a Tuesday.
        let started = ActiveWorkout(id: 1, name: "Tuesday workout", start: harness.now, setCount: 1)
        let set = WorkoutSet(exercise: squat, weightKilograms: 100, reps: 5, performedAt: harness.now)
        await store.send(.logSet(squat, weight: 100, reps: 5),
                         reply: LogSetUseCase.Logged(id: 1, workout: 1, set: set, startedWorkout: started)) {
            $0.activeWorkout = started
        }
        // The next set goes into it.
        let next = WorkoutSet(exercise: squat, weightKilograms: 100, reps: 4, performedAt: harness.now)
        await store.send(.logSet(squat, weight: 100, reps: 4), reply: LogSetUseCase.Logged(id: 2, workout: 1, set: next)) {
            $0.activeWorkout?.setCount = 2
        }
        store.finish()
        let stored = try #require(try harness.repository.workout(id: 1))
        #expect(stored.name == "Tuesday workout")
        #expect(stored.start == harness.now)
        #expect(stored.sets.map(\.reps) == [5, 4])
    }

    @Test("The day is the one in the configured time zone; with at= the workout starts then")
    func dayInConfiguredZone() async throws {
        let harness = try TrainingHarness()
        var options = LogSetOptions()
        options.timeZone = try ZoneDirectory.system.zone(named: "America/Los_Angeles")
        var store = harness.testStore([LogSetUseCase(options: options)])
        // 2025-09-14 05:20 UTC is Saturday 22:20 in Los Angeles (UTC−7), Sunday in UTC.
        let at = harness.now - 2 * 86_400
        let started = ActiveWorkout(id: 1, name: "Saturday workout", start: at, setCount: 1)
        let set = WorkoutSet(exercise: squat, weightKilograms: 100, reps: 5, performedAt: at)
        await store.send(LogSet(exercise: squat, weight: 100, reps: 5, at: text(at)),
                         reply: LogSetUseCase.Logged(id: 1, workout: 1, set: set, startedWorkout: started)) {
            $0.activeWorkout = started
        }
        store.finish()
    }

    @Test("A refused set starts no workout")
    func refusedSetStartsNothing() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([.logSet])
        #expect((await store.sendExpectingFailure(.logSet(squat, weight: -1, reps: 5)) as? TrainingError)?.field == "weight")
        #expect(try harness.repository.workouts(limit: 10).isEmpty)
    }
}

@Suite("log-set answers with the exercise's last session")
struct LastSessionTests {
    @Test("The last session is the latest other workout with the exercise started before this one, with its sets in order")
    func latestEarlierSession() async throws {
        let harness = try TrainingHarness()
        let repository = harness.repository
        let day: TimeInterval = 86_400
        _ = try repository.insert(Workout(name: "A", start: harness.now - 9 * day, sets: [
            WorkoutSet(exercise: squat, weightKilograms: 90, reps: 5),
        ]))
        let last = try repository.insert(Workout(name: "B", start: harness.now - 4 * day, sets: [
            WorkoutSet(exercise: squat, weightKilograms: 95, reps: 5),
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 70, reps: 8),
            WorkoutSet(exercise: squat, weightKilograms: 95, reps: 4),
        ]))
        // A session without squats, and one started after the workout being logged, do not count.
        _ = try repository.insert(Workout(name: "C", start: harness.now - 2 * day, sets: [
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 72.5, reps: 8),
        ]))
        let current = try repository.insert(Workout(name: "Past", start: harness.now - 3 * day))
        _ = try repository.insert(Workout(name: "Later", start: harness.now - day, sets: [
            WorkoutSet(exercise: squat, weightKilograms: 100, reps: 5),
        ]))
        var store = harness.testStore([.logSet], state: activeState(current, start: harness.now - 3 * day))
        let session = ExerciseSession(workout: last, date: harness.now - 4 * day, sets: [
            WorkoutSet(exercise: squat, weightKilograms: 95, reps: 5),
            WorkoutSet(exercise: squat, weightKilograms: 95, reps: 4),
        ])
        let at = harness.now - 3 * day + 300
        // Sets 1 to 6 are stored before it; 60 kg × 5 beats no earlier squat, so it sets no record.
        let set = WorkoutSet(exercise: squat, weightKilograms: 60, reps: 5, performedAt: at)
        await store.send(LogSet(exercise: squat, weight: 60, reps: 5, at: text(at)),
                         reply: LogSetUseCase.Logged(id: 7, workout: current, set: set, lastSession: session)) {
            $0.activeWorkout?.setCount = 1
        }
        store.finish()
    }
}

@Suite("finish-workout answers with a summary")
struct FinishSummaryTests {
    @Test("Duration, every set, working volume per exercise in the order trained, and the records the workout set")
    func summary() async throws {
        let harness = try TrainingHarness()
        let bench = "Bench Press (Barbell)"
        _ = try harness.repository.insert(Workout(name: "Earlier", start: harness.now - 7 * 86_400, end: harness.now - 7 * 86_400 + 3_600,
                                                  sets: [WorkoutSet(exercise: bench, weightKilograms: 80, reps: 5)]))
        let start = harness.now - 2_700
        let id = try harness.repository.insert(Workout(name: "Push", start: start, sets: [
            WorkoutSet(exercise: bench, kind: .warmUp, weightKilograms: 40, reps: 5),
            WorkoutSet(exercise: bench, weightKilograms: 85, reps: 5),
            WorkoutSet(exercise: squat, weightKilograms: 100, reps: 5),
        ]))
        let reply = try await harness.handle(.finishWorkout, FinishWorkout(), state: activeState(id, start: start, sets: 3))
        let summary = try #require(reply.reply as? FinishedWorkout)
        #expect(summary.durationSeconds == 2_700)
        #expect(summary.setCount == 3)
        #expect(summary.exercises == [
            ExerciseVolume(exercise: bench, sets: 1, reps: 5, volumeKilograms: 425),
            ExerciseVolume(exercise: squat, sets: 1, reps: 5, volumeKilograms: 500),
        ])
        // 85 kg × 5 beats the earlier 80 kg × 5; the first squats are a baseline, no record.
        #expect(Set(summary.records.map(\.exercise)) == [bench])
        #expect(summary.records.first { $0.record.kind == .heaviestWeight }?.record.value == 85)
        #expect(summary.records.allSatisfy { $0.record.workout == id })
        #expect(try harness.repository.workout(id: id)?.end == harness.now)
    }
}
