import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

private let squat = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
private let bench = WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 80, reps: 8)

extension TrainingHarness {
    /// The ids of workout `id`'s sets, in order.
    func setIDs(_ id: WorkoutID) throws -> [SetID] {
        try #require(try repository.storedSets(ofWorkout: id)).map(\.id)
    }
}

@Suite("Correcting one set: workout, delete-set, update-set")
struct SetCorrectionTests {
    @Test("workout lists each set with the id delete-set and update-set take, in the workout's JSON")
    func workoutListsSetIDs() async throws {
        let harness = try TrainingHarness()
        let id = try harness.repository.insert(Workout(name: "Legs", start: harness.now, sets: [squat, bench]))
        let ids = try harness.setIDs(id)
        var workout = Workout(name: "Legs", start: harness.now, sets: [squat, bench])
        workout.id = id
        let reply = ShownWorkout(workout: workout, sets: [
            StoredSet(id: ids[0], workout: id, set: squat), StoredSet(id: ids[1], workout: id, set: bench),
        ])
        var store = harness.testStore([.workout])
        await store.send(.workout(id), reply: reply)
        store.finish()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try #require(try JSONSerialization.jsonObject(with: encoder.encode(reply)) as? [String: Any])
        #expect(json["name"] as? String == "Legs" && json["id"] as? Int64 == id)
        let sets = try #require(json["sets"] as? [[String: Any]])
        #expect(sets.map { $0["id"] as? Int64 } == ids)
        #expect(sets.map { $0["exercise"] as? String } == ["Squat (Barbell)", "Bench Press (Barbell)"])
        #expect(sets.allSatisfy { $0["workout"] as? Int64 == id && $0["reps"] != nil })
    }

    @Test("delete-set deletes just that set, uncounts it in the active workout and replies with it")
    func deleteSetOfActiveWorkout() async throws {
        let harness = try TrainingHarness()
        let id = try harness.repository.insert(Workout(name: "Push", start: harness.now, sets: [squat, bench]))
        let ids = try harness.setIDs(id)
        var store = harness.testStore([.deleteSet], state: activeState(id, start: harness.now, sets: 2))
        await store.send(.deleteSet(ids[0]), reply: StoredSet(id: ids[0], workout: id, set: squat)) {
            $0.activeWorkout?.setCount = 1
        }
        #expect(try harness.repository.workout(id: id)?.sets == [bench])
        await store.send(.deleteSet(ids[1]), reply: StoredSet(id: ids[1], workout: id, set: bench)) {
            $0.activeWorkout?.setCount = 0
        }
        store.finish()
    }

    @Test("delete-set of another workout's set leaves the active workout's count alone")
    func deleteSetOfOtherWorkout() async throws {
        let harness = try TrainingHarness()
        let old = try harness.repository.insert(Workout(name: "Old", start: harness.now - 86_400, sets: [squat]))
        let active = try harness.repository.insert(Workout(name: "Push", start: harness.now, sets: [bench]))
        var store = harness.testStore([.deleteSet], state: activeState(active, start: harness.now, sets: 1))
        let oldSet = try harness.setIDs(old)[0]
        await store.send(.deleteSet(oldSet), reply: StoredSet(id: oldSet, workout: old, set: squat))
        store.finish()
        #expect(try harness.repository.workout(id: old)?.sets == [])
        #expect(try harness.repository.workout(id: active)?.sets == [bench])
    }

    @Test("delete-set and update-set refuse an unknown set with an error naming it, changing nothing")
    func unknownSet() async throws {
        let harness = try TrainingHarness()
        let id = try harness.repository.insert(Workout(name: "Push", start: harness.now, sets: [squat]))
        let missing = try harness.setIDs(id)[0] + 1
        var store = harness.testStore([.deleteSet, .updateSet], state: activeState(id, start: harness.now, sets: 1))
        for signal: any Signal in [DeleteSet(set: missing), UpdateSet(set: missing, reps: 3)] {
            let error = await store.sendExpectingFailure(signal)
            #expect(error as? SetCorrectionError == .unknownSet(missing))
            #expect("\(error.map { "\($0)" } ?? "")"
                == "no set with id \(missing): `workout workout=N` lists a workout's sets with their ids")
        }
        #expect(try harness.repository.workout(id: id)?.sets == [squat])
    }

    @Test("update-set changes only the values given, in kilograms, and replies with the set as stored")
    func updateSet() async throws {
        let harness = try TrainingHarness()
        let id = try harness.repository.insert(Workout(name: "Push", start: harness.now, sets: [squat, bench]))
        let ids = try harness.setIDs(id)
        let signal = UpdateSet(set: ids[1], weight: 225, reps: 3, units: "lbs", kind: "failure", rpe: 9.5)
        var store = harness.testStore([.updateSet], state: activeState(id, start: harness.now, sets: 2))
        let expected = WorkoutSet(exercise: "Bench Press (Barbell)", kind: .failure, weightKilograms: 225 * 0.45359237,
                                  reps: 3, rpe: 9.5)
        await store.send(signal, reply: StoredSet(id: ids[1], workout: id, set: expected))
        #expect(try harness.repository.workout(id: id)?.sets == [squat, expected])
        var front = squat
        front.exercise = "Front Squat (Barbell)"
        await store.send(UpdateSet(set: ids[0], exercise: "  Front Squat (Barbell) "),
                         reply: StoredSet(id: ids[0], workout: id, set: front))
        store.finish()
    }

    @Test("update-set with nothing to change is refused naming the set; units= alone changes nothing either")
    func nothingToChange() async throws {
        let harness = try TrainingHarness()
        let id = try harness.repository.insert(Workout(name: "Push", start: harness.now, sets: [squat]))
        let setID = try harness.setIDs(id)[0]
        var store = harness.testStore([.updateSet], state: LiftdState())
        let error = await store.sendExpectingFailure(UpdateSet(set: setID))
        #expect(error as? SetCorrectionError == .nothingToChange(setID))
        #expect(error.map { "\($0)" }?.hasPrefix("update-set set=\(setID) changes nothing: give at least one of") == true)
        let unitsAlone = await store.sendExpectingFailure(UpdateSet(set: setID, units: "lbs"))
        guard case .invalidValue(let field, _)? = unitsAlone as? TrainingError else {
            Issue.record("expected an invalid units field, got \(String(describing: unitsAlone))")
            return
        }
        #expect(field == "units")
        #expect(try harness.repository.workout(id: id)?.sets == [squat])
    }

    @Test("update-set refuses a bad value naming the field and changes nothing", arguments: [
        (UpdateSet(set: 0, weight: -5), "weight"),
        (UpdateSet(set: 0, weight: .infinity), "weight"),
        (UpdateSet(set: 0, reps: -1), "reps"),
        (UpdateSet(set: 0, weight: 100, units: "stone"), "units"),
        (UpdateSet(set: 0, kind: "heavy"), "kind"),
        (UpdateSet(set: 0, rpe: -1), "rpe"),
        (UpdateSet(set: 0, exercise: " "), "exercise"),
        (UpdateSet(set: 0, weight: 1e18), "weight"),
        (UpdateSet(set: 0, weight: 2_500, units: "lbs"), "weight"),
        (UpdateSet(set: 0, reps: .max), "reps"),
        (UpdateSet(set: 0, rpe: 11), "rpe"),
        (UpdateSet(set: 0, exercise: String(repeating: "x", count: 201)), "exercise"),
    ])
    func badValues(template: UpdateSet, field: String) async throws {
        let harness = try TrainingHarness()
        let id = try harness.repository.insert(Workout(name: "Push", start: harness.now, sets: [squat]))
        var signal = template
        signal.set = try harness.setIDs(id)[0]
        var store = harness.testStore([.updateSet], state: LiftdState())
        let error = await store.sendExpectingFailure(signal)
        guard let named = (error as? TrainingError)?.field else {
            Issue.record("expected an invalid \(field), got \(String(describing: error))")
            return
        }
        #expect(named == field)
        #expect((error as? TrainingError)?.code == "invalid-field")
        #expect(try harness.repository.workout(id: id)?.sets == [squat])
    }

    @Test("update-set refuses a set left without reps, duration or distance naming reps, and in strict mode an unknown exercise")
    func setRulesAndStrictMode() async throws {
        let harness = try TrainingHarness()
        let id = try harness.repository.insert(Workout(name: "Push", start: harness.now, sets: [squat]))
        let setID = try harness.setIDs(id)[0]
        var store = harness.testStore([UpdateSetUseCase(options: try strictOptions())], state: LiftdState())
        let noReps = await store.sendExpectingFailure(UpdateSet(set: setID, reps: 0))
        #expect(noReps as? TrainingError
            == .invalidValue(field: "reps", problem: "must be at least 1: set \(setID) has no seconds or distance"))
        #expect((noReps as? TrainingError)?.code == "invalid-field")
        let unknown = await store.sendExpectingFailure(UpdateSet(set: setID, exercise: "Mystery Press"))
        #expect(unknown as? TrainingError == .unknownExercise("Mystery Press"))
        #expect(try harness.repository.workout(id: id)?.sets == [squat])
    }

    private func strictOptions() throws -> UpdateSetOptions {
        var options = UpdateSetOptions()
        options.strict = true
        return options
    }
}
