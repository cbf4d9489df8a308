import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

@Suite("One exercise's weeks read in one row: its last week, a week's sets and the fingerprint before it")
struct ExerciseWeeksFingerprintTests {
    private let start = Date(timeIntervalSince1970: 1_757_894_400) // Monday 2025-09-15 00:00 UTC, week 38
    private let calendar = WeekCalendar(timeZone: .gmt)
    private let exercises = ["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)"]

    /// Random workouts over ten weeks from `start`, some weeks without an exercise, some sets warm-ups.
    private func filled(_ database: borrowing TemporaryDatabase, seed: UInt64) throws -> SQLiteWorkoutRepository {
        let repository = try database.open()
        var random = SeededGenerator(state: seed)
        for index in 0..<Int.random(in: 8...30, using: &random) {
            let begins = start + Double(Int.random(in: 0..<70 * 24, using: &random)) * 3_600
            let sets = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                WorkoutSet(exercise: exercises.randomElement(using: &random) ?? exercises[0],
                           kind: Bool.random(using: &random) ? .warmUp : .normal,
                           weightKilograms: Double(Int.random(in: 20...200, using: &random)), reps: Int.random(in: 1...12, using: &random))
            }
            _ = try repository.insert(Workout(name: "W\(index)", start: begins, end: begins + 1_800, sets: sets))
        }
        return repository
    }

    /// The per-week fingerprints in `rows` added up.
    private func added(_ rows: [WeeklySetFingerprint]) -> SetFingerprintTotal {
        var numbers = [Int64](repeating: 0, count: 4)
        for row in rows {
            for (index, part) in row.digest.split(separator: ":").enumerated() { numbers[index] += Int64(part) ?? -1_000_000 }
        }
        return SetFingerprintTotal(countedSets: rows.map(\.countedSets).reduce(0, +),
                                   digest: numbers.map(String.init).joined(separator: ":"))
    }

    @Test("For random histories, ends and weeks asked about, the one row equals what the per-week fingerprints say",
          arguments: [1, 2, 3, 4] as [UInt64])
    func equalsPerWeekFingerprints(seed: UInt64) throws {
        let database = try TemporaryDatabase()
        let repository = try filled(database, seed: seed)
        var random = SeededGenerator(state: seed &+ 99)
        let weeks = (-1..<12).map { calendar.week(containing: start + Double($0) * 7 * 86_400) }
        var ends = [start, start + 7 * 86_400, start + 80 * 86_400]
        ends += (0..<4).map { _ in start + Double(Int.random(in: 0..<75 * 24, using: &random)) * 3_600 }
        for end in ends {
            for rules in [VolumeRules(), VolumeRules(countsWarmUps: true)] {
                let all = try repository.weeklySetFingerprints(before: end, calendar: calendar, rules: rules)
                for exercise in exercises + ["Row (Cable)"] {
                    let rows = all.filter { $0.exercise == exercise }
                    for week in [nil] + weeks {
                        let read = try repository.exerciseWeeksFingerprint(
                            of: exercise, before: end, earlierThan: week, calendar: calendar, rules: rules)
                        let asked = week ?? rows.last?.week
                        let context = "seed \(seed), end \(end), \(exercise), week \(week?.description ?? "none")"
                        #expect(read.lastWeek == rows.last?.week, "\(context)")
                        #expect(read.holdsWeek == rows.contains { $0.week == asked }, "\(context)")
                        #expect(read.earlier == added(rows.filter { row in asked.map { row.week < $0 } ?? true }), "\(context)")
                    }
                }
            }
        }
    }

    @Test("A set changed in an earlier week changes the fingerprint before a later week, and one changed in or after it does not")
    func earlierChangeShows() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let bench = "Bench Press (Barbell)"
        let first = try repository.insert(Workout(name: "A", start: start + 3_600, end: start + 7_200, sets: [
            WorkoutSet(exercise: bench, weightKilograms: 100, reps: 5),
        ]))
        let second = try repository.insert(Workout(name: "B", start: start + 7 * 86_400, end: start + 7 * 86_400 + 600, sets: [
            WorkoutSet(exercise: bench, weightKilograms: 105, reps: 3),
        ]))
        let end = start + 14 * 86_400
        let later = try #require(WeekIdentifier("2025-W39"))
        func read() throws -> ExerciseWeeksFingerprint {
            try repository.exerciseWeeksFingerprint(of: bench, before: end, earlierThan: later, calendar: calendar, rules: VolumeRules())
        }
        let before = try read()
        #expect(before.lastWeek == later && before.holdsWeek)
        let laterSet = try #require(try repository.storedSets(ofWorkout: second)?.first)
        _ = try repository.updateSet(id: laterSet.id, with: SetChange(reps: 4))
        #expect(try read() == before, "the week asked about is not earlier than itself")
        let earlierSet = try #require(try repository.storedSets(ofWorkout: first)?.first)
        _ = try repository.updateSet(id: earlierSet.id, with: SetChange(weightKilograms: 102.5))
        let changed = try read()
        #expect(changed.earlier != before.earlier)
        #expect(changed.earlier.countedSets == before.earlier.countedSets, "the same sets count, one of them changed")
    }
}
