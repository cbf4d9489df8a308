import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

@Suite("Reading training history for trends")
struct HistoryReadingTests {
    private let start = Date(timeIntervalSince1970: 1_757_894_400) // 2025-09-15 00:00 UTC

    private func filled(_ database: borrowing TemporaryDatabase) throws -> SQLiteWorkoutRepository {
        let repository = try database.open()
        _ = try repository.insert(Workout(name: "Before", start: start - 86_400, end: start, sets: [
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 80, reps: 5),
        ]))
        _ = try repository.insert(Workout(name: "A", start: start + 3_600, end: start + 7_200, sets: [
            WorkoutSet(exercise: "Bench Press (Barbell)", kind: .warmUp, weightKilograms: 40, reps: 10),
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 5),
            WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 140, reps: 3),
        ]))
        _ = try repository.insert(Workout(name: "B", start: start + 86_400, end: start + 90_000, sets: [
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 105, reps: 3),
        ]))
        return repository
    }

    @Test("An exercise's sets in a period come with their workouts' starts, in workout order, warm-ups included")
    func datedSets() throws {
        let database = try TemporaryDatabase()
        let repository = try filled(database)
        let sets = try repository.datedSets(of: "Bench Press (Barbell)", startedIn: start..<(start + 7 * 86_400))
        #expect(sets.map(\.set.weightKilograms) == [40, 100, 105])
        #expect(sets.map(\.startedAt) == [start + 3_600, start + 3_600, start + 86_400])
        #expect(try repository.datedSets(of: "Nothing", startedIn: start..<(start + 86_400)).isEmpty)
    }

    @Test("Per-workout totals count the sets the rules count")
    func workoutTotals() throws {
        let database = try TemporaryDatabase()
        let repository = try filled(database)
        let totals = try repository.workoutExerciseTotals(startedIn: start..<(start + 7 * 86_400), rules: VolumeRules())
        #expect(totals.map(\.volume.exercise) == ["Bench Press (Barbell)", "Squat (Barbell)", "Bench Press (Barbell)"])
        #expect(totals.map(\.volume.sets) == [1, 1, 1])
        #expect(totals.map(\.volume.volumeKilograms) == [500, 420, 315])
        let withWarmUps = try repository.workoutExerciseTotals(
            startedIn: start..<(start + 7 * 86_400), rules: VolumeRules(countsWarmUps: true))
        #expect(withWarmUps.first?.volume.sets == 2)
    }

    @Test("Both history queries read through the index of workout starts, not a whole exercise's history")
    func queriesUseTheStartIndex() throws {
        let database = try TemporaryDatabase()
        _ = try database.open()
        let connection = try SQLiteConnection(path: database.path)
        func plan(_ sql: String) throws -> [String] {
            let statement = try connection.statement("EXPLAIN QUERY PLAN " + sql)
            var lines: [String] = []
            while try statement.step() { lines.append(statement.text(3)) }
            return lines
        }
        for query in [SQLiteWorkoutRepository.datedSetsQuery, SQLiteWorkoutRepository.workoutExerciseTotalsQuery] {
            let lines = try plan(query)
            let workouts = try #require(lines.firstIndex { $0.hasPrefix("SEARCH w USING COVERING INDEX") }, "plan: \(lines)")
            let sets = try #require(lines.firstIndex { $0.hasPrefix("SEARCH s USING PRIMARY KEY") }, "plan: \(lines)")
            #expect(workouts < sets, "plan: \(lines)")
            #expect(!lines.contains { $0.contains("sets_by_exercise") || $0.hasPrefix("SCAN") }, "plan: \(lines)")
        }
    }
}
