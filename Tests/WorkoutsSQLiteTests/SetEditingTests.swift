import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let start = Date(timeIntervalSince1970: 1_726_000_000)
private let squat = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
private let bench = WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 80, reps: 8)

/// The ids of workout `id`'s sets, in order.
private func setIDs(_ repository: SQLiteWorkoutRepository, _ id: WorkoutID) throws -> [SetID] {
    try #require(try repository.storedSets(ofWorkout: id)).map(\.id)
}

@Suite("Correcting single sets")
struct SetEditingTests {
    @Test("Every stored set has its own id, listed with its workout in order; an unknown workout lists nothing")
    func setsCarryIDs() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let legs = try repository.insert(Workout(name: "Legs", start: start, sets: [squat, squat]))
        let push = try repository.insert(Workout(name: "Push", start: start + 86_400))
        try repository.append(bench, toWorkout: push)
        try repository.append(squat, toWorkout: legs)
        let stored = try #require(try repository.storedSets(ofWorkout: legs))
        #expect(stored.map(\.set) == [squat, squat, squat])
        #expect(stored.allSatisfy { $0.workout == legs })
        let all = try stored.map(\.id) + setIDs(repository, push)
        #expect(Set(all).count == 4)
        #expect(stored.map(\.id) == stored.map(\.id).sorted())
        #expect(try repository.storedSets(ofWorkout: push + 1) == nil)
        #expect(try repository.storedSets(ofWorkout: push) == [StoredSet(id: all[3], workout: push, set: bench)])
    }

    @Test("delete-set removes that set only, durably; an unknown id deletes nothing")
    func deleteOneSet() throws {
        let database = try TemporaryDatabase()
        let heavier = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 120, reps: 3)
        let id = try database.open().insert(Workout(name: "Legs", start: start, sets: [squat, heavier, bench]))
        let repository = try database.open()
        let ids = try setIDs(repository, id)
        #expect(try repository.deleteSet(id: ids[1]) == StoredSet(id: ids[1], workout: id, set: heavier))
        #expect(try repository.deleteSet(id: ids[1]) == nil)
        let reopened = try database.open()
        #expect(try reopened.workout(id: id)?.sets == [squat, bench])
        #expect(try setIDs(reopened, id) == [ids[0], ids[2]])
    }

    @Test("An id once given is never given again: not after delete-set, undo-last-set or delete-workout, nor after reopening")
    func idsAreNeverReused() throws {
        let database = try TemporaryDatabase()
        var repository = try database.open()
        let id = try repository.insert(Workout(name: "Legs", start: start, sets: [squat]))
        var given = Set(try setIDs(repository, id))
        func appendAndCheck() throws {
            try repository.append(squat, toWorkout: id)
            let newest = try #require(try setIDs(repository, id).last)
            #expect(!given.contains(newest), "id \(newest) was given before")
            given.insert(newest)
        }
        for removal in 0..<3 {
            try appendAndCheck()
            let newest = try #require(try setIDs(repository, id).last)
            switch removal {
            case 0: #expect(try repository.deleteSet(id: newest) != nil)
            case 1: #expect(try repository.removeLastSet(ofWorkout: id) == squat)
            default:
                repository = try database.open()
                #expect(try repository.deleteSet(id: newest) != nil)
                repository = try database.open()
            }
        }
        try appendAndCheck()
        #expect(try repository.delete(workout: id))
        let other = try repository.insert(Workout(name: "Push", start: start + 86_400, sets: [bench]))
        #expect(try setIDs(repository, other).allSatisfy { !given.contains($0) })
    }

    @Test("update-set changes only the values given, durably, and keeps the set's id and place")
    func updateValues() throws {
        let database = try TemporaryDatabase()
        let id = try database.open().insert(Workout(name: "Legs", start: start, sets: [squat, bench]))
        let repository = try database.open()
        let ids = try setIDs(repository, id)
        let changed = try repository.updateSet(id: ids[0], with: SetChange(kind: .failure, weightKilograms: 102.5, rpe: 9))
        let expected = WorkoutSet(exercise: "Squat (Barbell)", kind: .failure, weightKilograms: 102.5, reps: 5, rpe: 9)
        #expect(changed == StoredSet(id: ids[0], workout: id, set: expected))
        #expect(try repository.updateSet(id: ids[1], with: SetChange(reps: 6))?.set.reps == 6)
        let reopened = try database.open()
        #expect(try reopened.storedSets(ofWorkout: id)?.map(\.set) == [expected, WorkoutSet(
            exercise: "Bench Press (Barbell)", weightKilograms: 80, reps: 6)])
        #expect(try setIDs(reopened, id) == ids)
    }

    @Test("Moving a set to another exercise keeps its place in the workout and counts it last among that exercise's sets")
    func updateExercise() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let id = try repository.insert(Workout(name: "Mixed", start: start, sets: [bench, squat, bench]))
        let ids = try setIDs(repository, id)
        let moved = try repository.updateSet(id: ids[2], with: SetChange(exercise: "Squat (Barbell)"))
        #expect(moved?.set.exercise == "Squat (Barbell)")
        #expect(try repository.workout(id: id)?.sets.map(\.exercise)
            == ["Bench Press (Barbell)", "Squat (Barbell)", "Squat (Barbell)"])
        // Bench's first set keeps its ordinal, so logging another bench set still works.
        try repository.append(bench, toWorkout: id)
        #expect(try repository.workout(id: id)?.sets.count == 4)
        let newExercise = try repository.updateSet(id: ids[0], with: SetChange(exercise: "Zercher Squat"))
        #expect(newExercise?.set.exercise == "Zercher Squat")
        #expect(try setIDs(repository, id).prefix(3) == ids[...])
    }

    @Test("An update that breaks a set's rules, or names no set, is refused and changes nothing")
    func updateRefusals() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let id = try repository.insert(Workout(name: "Legs", start: start, sets: [squat]))
        let setID = try #require(try setIDs(repository, id).first)
        #expect(throws: WorkoutStoreError.invalidSet("a set needs reps, a duration or a distance")) {
            try repository.updateSet(id: setID, with: SetChange(weightKilograms: 90, reps: 0))
        }
        #expect(try repository.updateSet(id: setID + 1, with: SetChange(reps: 3)) == nil)
        #expect(try repository.workout(id: id)?.sets == [squat])
    }

    @Test("Imported sets get ids; importing the same workouts again changes none")
    func importedSetsGetIDs() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let workouts = [Workout(name: "Legs", start: start, end: start + 3_600, sets: [squat, squat]),
                        Workout(name: "Push", start: start + 86_400, end: start + 90_000, sets: [bench])]
        _ = try repository.importWorkouts(workouts)
        let ids = try repository.workouts(limit: 10).flatMap { try setIDs(repository, $0.id) }
        #expect(Set(ids).count == 3)
        #expect(try repository.importWorkouts(workouts).setsAlreadyPresent == 3)
        #expect(try repository.workouts(limit: 10).flatMap { try setIDs(repository, $0.id) } == ids)
    }

    @Test("A database from before set ids gets them when opened, in workout and set order, and new sets follow")
    func migrationNumbersExistingSets() throws {
        let database = try TemporaryDatabase()
        let connection = try SQLiteConnection(path: database.path)
        for migration in Schema.migrations.prefix(3) { try connection.execute(migration) }
        try connection.execute("""
            PRAGMA user_version = 3;
            INSERT INTO exercises (id, name) VALUES (1, 'Squat (Barbell)'), (2, 'Bench Press (Barbell)');
            INSERT INTO workouts (id, name, started_at) VALUES (1, 'Legs', 1), (2, 'Push', 2);
            INSERT INTO sets (workout_id, exercise_id, ordinal, position, kind, weight_kg, reps)
            VALUES (2, 2, 1, 0, 'normal', 80, 8), (1, 1, 2, 1, 'normal', 100, 5), (1, 1, 1, 0, 'normal', 90, 5);
            """)
        let repository = try database.open()
        #expect(try repository.schemaVersion == Schema.migrations.count)
        #expect(try repository.storedSets(ofWorkout: 1)?.map { [$0.id, Int64($0.set.weightKilograms ?? 0)] } == [[1, 90], [2, 100]])
        #expect(try setIDs(repository, 2) == [3])
        try repository.append(squat, toWorkout: 1)
        #expect(try setIDs(repository, 1) == [1, 2, 4])
    }

    @Test("A set is found by its id through the sets_by_id index, not by a scan")
    func lookupUsesIndex() throws {
        let database = try TemporaryDatabase()
        _ = try database.open()
        let connection = try SQLiteConnection(path: database.path)
        let statement = try connection.statement("EXPLAIN QUERY PLAN SELECT reps FROM sets WHERE id = 3")
        var plan: [String] = []
        while try statement.step() { plan.append(statement.text(3)) }
        #expect(plan.joined(separator: "\n").contains("USING INDEX sets_by_id"), "\(plan)")
    }
}
