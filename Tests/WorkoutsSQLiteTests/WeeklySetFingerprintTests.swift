import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

@Suite("Fingerprints of the stored sets by week and exercise")
struct WeeklySetFingerprintTests {
    private let start = Date(timeIntervalSince1970: 1_757_894_400) // Monday 2025-09-15 00:00 UTC, week 38
    private let calendar = WeekCalendar(timeZone: .gmt)
    private var end: Date { start + 7 * 86_400 }

    private func filled(_ database: borrowing TemporaryDatabase) throws -> (SQLiteWorkoutRepository, [WorkoutID]) {
        let repository = try database.open()
        let before = try repository.insert(Workout(name: "Before", start: start - 86_400, end: start, sets: [
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 80, reps: 5),
        ]))
        let first = try repository.insert(Workout(name: "A", start: start + 3_600, end: start + 7_200, sets: [
            WorkoutSet(exercise: "Bench Press (Barbell)", kind: .warmUp, weightKilograms: 40, reps: 10),
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 5),
            WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 140, reps: 3),
        ]))
        let second = try repository.insert(Workout(name: "B", start: start + 86_400, end: start + 90_000, sets: [
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 105, reps: 3),
        ]))
        _ = try repository.insert(Workout(name: "After", start: end + 3_600, end: end + 7_200, sets: [
            WorkoutSet(exercise: "Deadlift (Barbell)", weightKilograms: 180, reps: 3),
        ]))
        return (repository, [before, first, second])
    }

    private func digests(_ repository: SQLiteWorkoutRepository) throws -> [String: String] {
        let rows = try repository.weeklySetFingerprints(before: end, calendar: calendar, rules: VolumeRules())
        return Dictionary(uniqueKeysWithValues: rows.map { ("\($0.week) \($0.exercise)", $0.digest) })
    }

    @Test("One row per week and exercise before the end, oldest week first, counting the sets the rules count")
    func rowsByWeekAndExercise() throws {
        let database = try TemporaryDatabase()
        let (repository, _) = try filled(database)
        let rows = try repository.weeklySetFingerprints(before: end, calendar: calendar, rules: VolumeRules())
        #expect(rows.map { "\($0.week) \($0.exercise)" }
                == ["2025-W37 Bench Press (Barbell)", "2025-W38 Bench Press (Barbell)", "2025-W38 Squat (Barbell)"])
        #expect(rows.map(\.countedSets) == [1, 2, 1])
        let withWarmUps = try repository.weeklySetFingerprints(
            before: end, calendar: calendar, rules: VolumeRules(countsWarmUps: true))
        #expect(withWarmUps.map(\.countedSets) == [1, 3, 1])
        #expect(try repository.weeklySetFingerprints(before: start - 7 * 86_400, calendar: calendar, rules: VolumeRules()).isEmpty)
    }

    @Test("Adding, changing or deleting a set changes its own week and exercise's fingerprint and no other")
    func everyEditShows() throws {
        let database = try TemporaryDatabase()
        let (repository, workouts) = try filled(database)
        var previous = try digests(repository)
        func expectOnlyChanged(_ key: String, after edit: String) throws {
            let now = try digests(repository)
            #expect(Set(now.keys) == Set(previous.keys), "\(edit)")
            #expect(now.keys.filter { now[$0] != previous[$0] } == [key], "\(edit)")
            previous = now
        }
        let sets = try #require(try repository.storedSets(ofWorkout: workouts[1]))
        _ = try repository.updateSet(id: sets[2].id, with: SetChange(weightKilograms: 142.5))
        try expectOnlyChanged("2025-W38 Squat (Barbell)", after: "weight changed")
        _ = try repository.updateSet(id: sets[1].id, with: SetChange(reps: 6))
        try expectOnlyChanged("2025-W38 Bench Press (Barbell)", after: "reps changed")
        _ = try repository.updateSet(id: sets[0].id, with: SetChange(kind: .normal))
        try expectOnlyChanged("2025-W38 Bench Press (Barbell)", after: "kind changed")
        let earlier = try #require(try repository.storedSets(ofWorkout: workouts[0]))
        _ = try repository.updateSet(id: earlier[0].id, with: SetChange(rpe: 8))
        try expectOnlyChanged("2025-W37 Bench Press (Barbell)", after: "rpe changed")
        try repository.append(WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 140, reps: 3), toWorkout: workouts[1])
        try expectOnlyChanged("2025-W38 Squat (Barbell)", after: "set added")
        let later = try #require(try repository.storedSets(ofWorkout: workouts[2]))
        _ = try repository.deleteSet(id: later[0].id)
        try expectOnlyChanged("2025-W38 Bench Press (Barbell)", after: "set deleted")
    }

    @Test("Fingerprints from the kept workout digests equal those made afresh after every kind of write")
    func keptDigestsFollowEveryWrite() throws {
        let database = try TemporaryDatabase()
        let (repository, workouts) = try filled(database)
        func afresh() throws -> [String: String] {
            try repository.connection.access { try $0.execute("DELETE FROM set_digest_calendar") }
            return try digests(repository)
        }
        func totals() throws -> [String] {
            let totals = try repository.setFingerprintTotals(before: end, calendar: calendar, rules: VolumeRules())
            return totals.weeks.map { "\($0.key) \($0.value)" }.sorted() + totals.exercises.map { "\($0.key) \($0.value)" }.sorted()
        }
        func expectKeptEqualAfresh(after edit: String) throws {
            let kept = try digests(repository)
            let keptTotals = try totals()
            #expect(kept == (try afresh()), "\(edit)")
            #expect(keptTotals == (try totals()), "\(edit): the totals per week and per exercise")
        }
        _ = try digests(repository)
        let squat = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 150, reps: 2)
        try repository.append(squat, toWorkout: workouts[1])
        try expectKeptEqualAfresh(after: "set appended")
        let sets = try #require(try repository.storedSets(ofWorkout: workouts[1]))
        _ = try repository.updateSet(id: sets[1].id, with: SetChange(weightKilograms: 101))
        try expectKeptEqualAfresh(after: "set changed")
        _ = try repository.deleteSet(id: sets[0].id)
        try expectKeptEqualAfresh(after: "set deleted")
        _ = try repository.removeLastSet(ofWorkout: workouts[1])
        try expectKeptEqualAfresh(after: "last set removed")
        let again = Workout(name: "B", start: start + 86_400, end: start + 90_000, sets: [squat])
        _ = try repository.importWorkouts([ImportedWorkout(workout: again)])
        try expectKeptEqualAfresh(after: "import adding to a stored workout")
        let latest = try repository.insert(Workout(name: "C", start: start + 2 * 86_400, end: start + 2 * 86_400 + 600, sets: [
            WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5),
        ]))
        _ = try digests(repository)
        #expect(try repository.delete(workout: latest))
        let reused = try repository.insert(Workout(name: "D", start: start + 2 * 86_400, end: start + 2 * 86_400 + 600, sets: [
            WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 6),
        ]))
        #expect(reused == latest, "the new workout takes the deleted one's id, so a digest kept by id would be stale")
        try expectKeptEqualAfresh(after: "workout deleted and another stored under its id")
    }

    @Test("A write forgets the digests of the workout it changed and keeps every other")
    func writesForgetOnlyTheirWorkout() throws {
        let database = try TemporaryDatabase()
        let (repository, workouts) = try filled(database)
        _ = try digests(repository)
        func digested() throws -> [WorkoutID] {
            try repository.connection.access { connection in
                let statement = try connection.statement(
                    "SELECT id FROM workouts WHERE id NOT IN (SELECT workout_id FROM undigested_workouts) ORDER BY id")
                var found: [WorkoutID] = []
                while try statement.step() { found.append(statement.integer(0)) }
                return found
            }
        }
        #expect(try digested() == workouts, "every workout before the end is digested once read")
        try repository.append(WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 140, reps: 3), toWorkout: workouts[1])
        #expect(try digested() == [workouts[0], workouts[2]])
        _ = try digests(repository)
        #expect(try digested() == workouts)
    }

    @Test("Fingerprints read under another calendar, and back, equal those made afresh under each")
    func calendarsSwitch() throws {
        let database = try TemporaryDatabase()
        let (repository, _) = try filled(database)
        let sunday = WeekCalendar(timeZone: .gmt, weekStart: .sunday)
        let eastern = WeekCalendar(timeZone: try #require(TimeZone(identifier: "America/New_York")))
        func read(_ calendar: WeekCalendar) throws -> [String] {
            try repository.weeklySetFingerprints(before: end + 86_400, calendar: calendar, rules: VolumeRules())
                .map { "\($0.week) \($0.exercise) \($0.countedSets) \($0.digest)" }
        }
        func afresh(_ calendar: WeekCalendar) throws -> [String] {
            try repository.connection.access { try $0.execute("DELETE FROM set_digest_calendar") }
            return try read(calendar)
        }
        let kept = [try read(calendar), try read(sunday), try read(eastern), try read(calendar)]
        let fresh = [try afresh(calendar), try afresh(sunday), try afresh(eastern), try afresh(calendar)]
        #expect(kept == fresh)
        #expect(kept[0] == kept[3])
        #expect(kept[1].map { $0.split(separator: " ")[0] }.contains("2025-W39"),
                "under weeks from Sunday the workout of Monday 2025-09-15 falls in the week starting Sunday the 14th")
        #expect(kept[2].first?.hasPrefix("2025-W37 Bench Press (Barbell) 2") == true,
                "in New York workout A, Monday 01:00 UTC, is Sunday evening of week 37")
    }

    @Test("An end inside a week counts only that week's workouts started before it; a later end adds the rest")
    func endInsideAWeek() throws {
        let database = try TemporaryDatabase()
        let (repository, _) = try filled(database)
        let midweek = try repository.weeklySetFingerprints(before: start + 43_200, calendar: calendar, rules: VolumeRules())
        #expect(midweek.map { "\($0.week) \($0.exercise) \($0.countedSets)" }
                == ["2025-W37 Bench Press (Barbell) 1", "2025-W38 Bench Press (Barbell) 1", "2025-W38 Squat (Barbell) 1"])
        let whole = try repository.weeklySetFingerprints(before: end, calendar: calendar, rules: VolumeRules())
        #expect(whole.map(\.countedSets) == [1, 2, 1])
        let later = try repository.weeklySetFingerprints(before: end + 7 * 86_400, calendar: calendar, rules: VolumeRules())
        #expect(later.map { "\($0.week) \($0.exercise)" } == whole.map { "\($0.week) \($0.exercise)" }
                + ["2025-W39 Deadlift (Barbell)"])
        #expect(Array(later.prefix(3)) == whole, "reading a later end leaves the earlier weeks as they were")
        let again = try repository.weeklySetFingerprints(before: end, calendar: calendar, rules: VolumeRules())
        #expect(again == whole, "workouts digested for a later end stay out of an earlier end's weeks")
    }

    @Test("Totals per week and per exercise add up the rows of each, and a set moved to another exercise changes its week's total")
    func totalsAddUpRows() throws {
        let database = try TemporaryDatabase()
        let (repository, workouts) = try filled(database)
        func added(_ rows: [WeeklySetFingerprint]) -> SetFingerprintTotal {
            var numbers = [Int64](repeating: 0, count: 4)
            for row in rows {
                for (index, part) in row.digest.split(separator: ":").enumerated() { numbers[index] += Int64(part) ?? -1_000_000 }
            }
            return SetFingerprintTotal(countedSets: rows.map(\.countedSets).reduce(0, +),
                                       digest: numbers.map(String.init).joined(separator: ":"))
        }
        for end in [end, start + 43_200, end + 7 * 86_400] {
            let rows = try repository.weeklySetFingerprints(before: end, calendar: calendar, rules: VolumeRules())
            let totals = try repository.setFingerprintTotals(before: end, calendar: calendar, rules: VolumeRules())
            #expect(totals.weeks == Dictionary(grouping: rows, by: \.week).mapValues(added), "end \(end)")
            #expect(totals.exercises == Dictionary(grouping: rows, by: \.exercise).mapValues(added), "end \(end)")
        }
        let sets = try #require(try repository.storedSets(ofWorkout: workouts[1]))
        _ = try repository.deleteSet(id: sets[0].id)
        let before = try repository.setFingerprintTotals(before: end, calendar: calendar, rules: VolumeRules())
        _ = try repository.updateSet(id: sets[1].id, with: SetChange(exercise: "Squat (Barbell)"))
        _ = try repository.updateSet(id: sets[2].id, with: SetChange(exercise: "Bench Press (Barbell)"))
        let after = try repository.setFingerprintTotals(before: end, calendar: calendar, rules: VolumeRules())
        #expect(after.weeks[try #require(WeekIdentifier("2025-W38"))] != before.weeks[try #require(WeekIdentifier("2025-W38"))],
                "the only sets of two exercises in a workout swapping exercises change the week's total")
        #expect(after.weeks[try #require(WeekIdentifier("2025-W37"))] == before.weeks[try #require(WeekIdentifier("2025-W37"))])
    }
}
