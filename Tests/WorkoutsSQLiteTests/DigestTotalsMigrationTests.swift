import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

@Suite("The migration that keeps digest totals per week and per exercise")
struct DigestTotalsMigrationTests {
    @Test("A database digested before the migration reads the same totals after it as made afresh")
    func migratedTotalsEqualAfresh() throws {
        let database = try TemporaryDatabase()
        let start = Date(timeIntervalSince1970: 1_757_894_400)
        let calendar = WeekCalendar(timeZone: .gmt)
        let end = start + 14 * 86_400
        var repository: SQLiteWorkoutRepository? = try database.open()
        for day in 0..<10 {
            _ = try repository?.insert(Workout(name: "Day \(day)", start: start + Double(day) * 86_400, end: start + Double(day) * 86_400 + 600, sets: [
                WorkoutSet(exercise: day % 2 == 0 ? "Squat (Barbell)" : "Bench Press (Barbell)", weightKilograms: 60 + Double(day), reps: 5),
                WorkoutSet(exercise: "Deadlift (Barbell)", kind: day % 3 == 0 ? .warmUp : .normal, weightKilograms: 100, reps: 3),
            ]))
        }
        let expected = try #require(repository).setFingerprintTotals(before: end, calendar: calendar, rules: VolumeRules())
        let version = try #require(Schema.migrations.firstIndex(of: Schema.digestTotals))
        try #require(repository).connection.access { connection in
            try connection.execute("""
                DROP TRIGGER digest_added_to_totals; DROP TRIGGER digest_removed_from_totals;
                DROP TABLE week_digest_totals; DROP TABLE exercise_digest_totals;
                PRAGMA user_version = \(version);
                """)
        }
        repository = nil
        let migrated = try database.open()
        #expect(try migrated.schemaVersion == Schema.migrations.count)
        let totals = try migrated.setFingerprintTotals(before: end, calendar: calendar, rules: VolumeRules())
        #expect(totals.weeks == expected.weeks)
        #expect(totals.exercises == expected.exercises)
        #expect(totals.exercises.count == 3 && totals.weeks.count == 2)
    }
}
