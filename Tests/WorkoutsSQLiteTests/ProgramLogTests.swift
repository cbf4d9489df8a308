import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let start = Date(timeIntervalSince1970: 1_758_000_000)
private let squat = "Squat (Barbell)"

private func sets(_ count: Int, reps: Int, at kilograms: Double, kind: SetKind = .normal) -> [WorkoutSet] {
    Array(repeating: WorkoutSet(exercise: squat, kind: kind, weightKilograms: kilograms, reps: reps), count: count)
}

@Suite("A program's log: its sessions and manual changes, kept in SQLite")
struct ProgramLogTests {
    @Test func aFinishedAssignedWorkoutIsASessionOfItsWorkingSetsOnly() throws {
        let repository = try TemporaryDatabase().open()
        let id = try repository.insert(Workout(
            name: "A", start: start, sets: sets(1, reps: 10, at: 40, kind: .warmUp) + sets(2, reps: 5, at: 100)
                + sets(1, reps: 8, at: 80, kind: .drop) + sets(1, reps: 3, at: 100, kind: .failure)))
        try repository.assign(workout: id, to: "main")
        #expect(try repository.program(ofWorkout: id) == "main")
        #expect(try repository.events(of: "main", from: nil).isEmpty, "an unfinished workout counted")
        try repository.finish(workout: id, at: start + 3_600)
        #expect(try repository.events(of: "main", from: nil) == [.session(at: start + 3_600, sets: [squat: [
            PerformedSet(reps: 5, weightKilograms: 100), PerformedSet(reps: 5, weightKilograms: 100),
            PerformedSet(reps: 3, weightKilograms: 100),
        ]])])
        #expect(try repository.events(of: "other", from: nil).isEmpty)
        #expect(try repository.events(of: "main", from: start + 1).isEmpty, "a session before the start counted")
    }

    @Test func aSessionWithNoSetsStillMovesTheProgram() throws {
        let repository = try TemporaryDatabase().open()
        let id = try repository.insert(Workout(name: "A", start: start, end: start + 60))
        try repository.assign(workout: id, to: "main")
        #expect(try repository.events(of: "main", from: nil) == [.session(at: start + 60, sets: [:])])
    }

    @Test func deletingAWorkoutTakesItsSessionWithIt() throws {
        let repository = try TemporaryDatabase().open()
        let id = try repository.insert(Workout(name: "A", start: start, end: start + 60, sets: sets(1, reps: 5, at: 100)))
        try repository.assign(workout: id, to: "main")
        #expect(try repository.delete(workout: id))
        #expect(try repository.program(ofWorkout: id) == nil)
        #expect(try repository.events(of: "main", from: nil).isEmpty)
        #expect(throws: WorkoutStoreError.unknownWorkout(id)) { try repository.assign(workout: id, to: "main") }
    }

    @Test func manualChangesComeBackInDateOrderAmongTheSessions() throws {
        let repository = try TemporaryDatabase().open()
        let id = try repository.insert(Workout(name: "A", start: start, end: start + 100))
        try repository.assign(workout: id, to: "main")
        try repository.record(.setBase(at: start + 200, exercise: squat, track: "T1", kilograms: 120), for: "main")
        try repository.record(.skipped(at: start + 50), for: "main")
        try repository.record(.setBase(at: start + 300, exercise: squat, track: nil, kilograms: 90), for: "main")
        #expect(try repository.events(of: "main", from: nil) == [
            .skipped(at: start + 50), .session(at: start + 100, sets: [:]),
            .setBase(at: start + 200, exercise: squat, track: "T1", kilograms: 120),
            .setBase(at: start + 300, exercise: squat, track: nil, kilograms: 90),
        ])
        #expect(throws: WorkoutStoreError.self) { try repository.record(.session(at: start, sets: [:]), for: "main") }
    }

    @Test func assigningAFilesWorkoutsCountsTheImportedOnesFromTheStartOnly() throws {
        let repository = try TemporaryDatabase().open()
        _ = try repository.importWorkouts([
            Workout(name: "A", start: start - 86_400, end: start - 86_000, sets: sets(1, reps: 5, at: 100)),
            Workout(name: "B", start: start + 86_400.4, end: start + 86_800, sets: sets(1, reps: 5, at: 100)),
            Workout(name: "C", start: start + 2 * 86_400, end: start + 2 * 86_400 + 60, sets: sets(1, reps: 5, at: 100)),
        ])
        let logged = try repository.insert(Workout(name: "D", start: start + 3 * 86_400, end: start + 3 * 86_400 + 60))
        let ids = Dictionary(uniqueKeysWithValues: try repository.workouts(limit: 10).map { ($0.name, $0.id) })
        let other = try #require(ids["C"])
        try repository.assign(workout: other, to: "other")
        let keys = [WorkoutKey(start: start - 86_400, name: "A"), WorkoutKey(start: start + 86_400, name: "B"),
                    WorkoutKey(start: start + 86_400, name: "B"), WorkoutKey(start: start + 2 * 86_400, name: "C"),
                    WorkoutKey(start: start + 3 * 86_400, name: "D"), WorkoutKey(start: start, name: "absent")]
        #expect(try repository.assign(workouts: keys, startingFrom: start, to: "main") == 1, "B alone, matched to the second")
        #expect(try repository.program(ofWorkout: #require(ids["A"])) == nil, "before the start")
        #expect(try repository.program(ofWorkout: #require(ids["B"])) == "main")
        #expect(try repository.program(ofWorkout: other) == "other", "another program's session moved")
        #expect(try repository.program(ofWorkout: logged) == nil, "a workout logged in liftd was claimed")
        #expect(try repository.assign(workouts: keys, startingFrom: nil, to: "main") == 2, "assigning again counts each once")
    }
}
