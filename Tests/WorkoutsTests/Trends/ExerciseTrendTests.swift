import Foundation
import Testing
import Workouts
import ZoneInfo

/// Three weeks in UTC ending with 2025-W38 (Monday 2025-09-15).
private func threeWeeks() throws -> WeekSpan {
    try #require(WeekCalendar(timeZone: .utc).span(endingWith: WeekIdentifier(year: 2025, week: 38), count: 3))
}

private let monday36 = Date(timeIntervalSince1970: 1_756_684_800) // 2025-09-01 00:00 UTC
private let week = 7 * 86_400.0

@Suite("Exercise trends")
struct ExerciseTrendTests {
    @Test("A span of weeks ends with the week named, oldest first, across a year boundary")
    func spanAcrossYears() throws {
        let span = try #require(WeekCalendar(timeZone: .utc).span(endingWith: WeekIdentifier(year: 2026, week: 1), count: 3))
        #expect(span.weeks.map(\.week.description) == ["2025-W51", "2025-W52", "2026-W01"])
        #expect(span.index(of: span.weeks[1].period.lowerBound) == 1)
        #expect(span.index(of: span.period.upperBound) == nil)
    }

    @Test("Each week has its best estimate, top set, sets and volume; a week without sets is all null")
    func weeksWithAndWithoutSets() throws {
        let sets = [
            DatedSet(startedAt: monday36 + 3_600, set: WorkoutSet(exercise: "Bench", kind: .warmUp, weightKilograms: 60, reps: 10)),
            DatedSet(startedAt: monday36 + 3_600, set: WorkoutSet(exercise: "Bench", weightKilograms: 100, reps: 5)),
            DatedSet(startedAt: monday36 + 3_600, set: WorkoutSet(exercise: "Bench", weightKilograms: 100, reps: 6)),
            DatedSet(startedAt: monday36 + 3_600, set: WorkoutSet(exercise: "Bench", kind: .drop, weightKilograms: 80, reps: 12)),
            DatedSet(startedAt: monday36 + 2 * week, set: WorkoutSet(exercise: "Bench", weightKilograms: 110, reps: 1)),
            DatedSet(startedAt: monday36 + 2 * week, set: WorkoutSet(exercise: "Squat", weightKilograms: 200, reps: 1)),
        ]
        let trend = ExerciseTrend(exercise: "Bench", sets: sets, span: try threeWeeks(), rules: VolumeRules(), load: .external,
                                  estimate: .standard)
        #expect(trend.weeks.map(\.week.description) == ["2025-W36", "2025-W37", "2025-W38"])
        let first = trend.weeks[0]
        #expect(first.sets == 3)
        #expect(first.reps == 23)
        let volume: Double = 500 + 600 + 960
        #expect(first.volumeKilograms == volume)
        #expect(abs((first.estimatedMaxKilograms ?? 0) - 120) < 1e-9)
        #expect(first.topSet == TopSet(weightKilograms: 100, reps: 6))
        #expect(trend.weeks[1] == ExerciseTrendWeek(week: WeekIdentifier(year: 2025, week: 37)))
        #expect(trend.weeks[2].estimatedMaxKilograms == 110)
        #expect(trend.weeks[2].sets == 1)
    }

    @Test("A week with sets but none the formula estimates has sets and no estimate")
    func noEstimateAboveTheCap() throws {
        let sets = [DatedSet(startedAt: monday36, set: WorkoutSet(exercise: "Curl", weightKilograms: 20, reps: 15))]
        let trend = ExerciseTrend(exercise: "Curl", sets: sets, span: try threeWeeks(), rules: VolumeRules(), load: .external,
                                  estimate: .standard)
        #expect(trend.weeks[0].sets == 1)
        #expect(trend.weeks[0].estimatedMaxKilograms == nil)
        #expect(trend.weeks[0].topSet == TopSet(weightKilograms: 20, reps: 15))
    }

    @Test("The top set follows the load type: least assistance for an assisted lift, heaviest added weight (none is 0) for a bodyweight lift")
    func topSetByLoadType() throws {
        func sets(_ exercise: String, _ weights: [(Double?, Int)]) -> [DatedSet] {
            weights.map { DatedSet(startedAt: monday36, set: WorkoutSet(exercise: exercise, weightKilograms: $0.0, reps: $0.1)) }
        }
        let assisted = ExerciseTrend(
            exercise: "Pull Up (Assisted)", sets: sets("Pull Up (Assisted)", [(30, 10), (15, 6), (15, 8), (40, 12)]),
            span: try threeWeeks(), rules: VolumeRules(), load: .assisted, estimate: .standard)
        #expect(assisted.weeks[0].topSet == TopSet(weightKilograms: 15, reps: 8))
        let unassisted = ExerciseTrend(
            exercise: "Pull Up (Assisted)", sets: sets("Pull Up (Assisted)", [(15, 8), (nil, 3), (0, 2)]),
            span: try threeWeeks(), rules: VolumeRules(), load: .assisted, estimate: .standard)
        #expect(unassisted.weeks[0].topSet == TopSet(weightKilograms: 0, reps: 3))
        let plain = ExerciseTrend(
            exercise: "Pull Up", sets: sets("Pull Up", [(nil, 8), (nil, 11), (0, 9)]),
            span: try threeWeeks(), rules: VolumeRules(), load: .bodyweight, estimate: .standard)
        #expect(plain.weeks[0].topSet == TopSet(weightKilograms: 0, reps: 11))
        let weighted = ExerciseTrend(
            exercise: "Pull Up", sets: sets("Pull Up", [(nil, 12), (10, 5), (5, 8)]),
            span: try threeWeeks(), rules: VolumeRules(), load: .bodyweight, estimate: .standard)
        #expect(weighted.weeks[0].topSet == TopSet(weightKilograms: 10, reps: 5))
        let unloaded = ExerciseTrend(
            exercise: "Curl", sets: sets("Curl", [(nil, 12), (0, 15)]),
            span: try threeWeeks(), rules: VolumeRules(), load: .external, estimate: .standard)
        #expect(unloaded.weeks[0].topSet == nil)
    }

    @Test("The estimate given is the one used: Brzycki instead of Epley")
    func estimateIsInjected() throws {
        let sets = [DatedSet(startedAt: monday36, set: WorkoutSet(exercise: "Row", weightKilograms: 90, reps: 7))]
        let brzycki = OneRepMaxEstimate(formula: .brzycki, repCap: 10)
        let trend = ExerciseTrend(exercise: "Row", sets: sets, span: try threeWeeks(), rules: VolumeRules(), load: .external,
                                  estimate: brzycki)
        #expect(abs((trend.weeks[0].estimatedMaxKilograms ?? 0) - 90 * 36 / 30) < 1e-9)
    }

    @Test("An assisted pull-up's volume is (bodyweight − assistance) × reps, and none without a bodyweight, as volume counts it")
    func assistedVolume() throws {
        let sets = [
            DatedSet(startedAt: monday36, set: WorkoutSet(exercise: "Pull Up (Assisted)", weightKilograms: 30, reps: 8)),
            DatedSet(startedAt: monday36 + week, set: WorkoutSet(exercise: "Pull Up (Assisted)", weightKilograms: 30, reps: 8),
                     bodyweightKilograms: 82.5),
            DatedSet(startedAt: monday36 + week, set: WorkoutSet(exercise: "Pull Up (Assisted)", weightKilograms: 25, reps: 6),
                     bodyweightKilograms: 82.5),
        ]
        let trend = ExerciseTrend(exercise: "Pull Up (Assisted)", sets: sets, span: try threeWeeks(), rules: VolumeRules(),
                                  load: .assisted, estimate: .standard)
        #expect(trend.weeks.map(\.sets) == [1, 2, nil])
        #expect(trend.weeks.map(\.reps) == [8, 14, nil])
        // No bodyweight known in week 36: no volume, not the assistance's 240; then 52.5 × 8 + 57.5 × 6.
        #expect(trend.weeks.map(\.volumeKilograms) == [0, 765, nil])
        // Less assistance is the harder set: 25 kg of help beats 30.
        #expect(trend.weeks[1].topSet == TopSet(weightKilograms: 25, reps: 6))
        let report = VolumeReport(exerciseTotals: [
            sets.dropFirst().reduce(into: ExerciseVolume(countingSetsOf: "Pull Up (Assisted)")) {
                $0.count($1.set, bodyweightKilograms: $1.bodyweightKilograms)
            },
        ], rules: VolumeRules(), catalog: .builtIn)
        #expect(report.exercises.map(\.volumeKilograms) == [trend.weeks[1].volumeKilograms])
    }

    @Test("A bodyweight exercise counts bodyweight + added weight under bodyweight-volume, else only the added weight")
    func bodyweightVolume() throws {
        let sets = [DatedSet(startedAt: monday36, set: WorkoutSet(exercise: "Pull Up", weightKilograms: 10, reps: 5),
                             bodyweightKilograms: 80)]
        let counted = ExerciseTrend(exercise: "Pull Up", sets: sets, span: try threeWeeks(),
                                    rules: VolumeRules(countsBodyweight: true), load: .bodyweight, estimate: .standard)
        #expect(counted.weeks[0].volumeKilograms == 450)
        let added = ExerciseTrend(exercise: "Pull Up", sets: sets, span: try threeWeeks(), rules: VolumeRules(),
                                  load: .bodyweight, estimate: .standard)
        #expect(added.weeks[0].volumeKilograms == 50)
    }

    @Test("An empty week encodes its values as null, not 0 and not missing")
    func emptyWeekEncodesNull() throws {
        let data = try JSONEncoder().encode(ExerciseTrendWeek(week: WeekIdentifier(year: 2025, week: 2)))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["week", "sets", "reps", "volumeKilograms", "estimatedMaxKilograms", "topSet"])
        #expect(object["sets"] is NSNull)
        #expect(object["topSet"] is NSNull)
    }

    @Test("A muscle trend credits secondary muscles fractionally and leaves uncredited weeks null")
    func muscleTrend() throws {
        let totals = [
            DatedExerciseVolume(startedAt: monday36, volume: ExerciseVolume(
                exercise: "Bench Press (Barbell)", sets: 4, reps: 20, volumeKilograms: 2_000)),
            DatedExerciseVolume(startedAt: monday36 + 2 * week, volume: ExerciseVolume(
                exercise: "Squat (Barbell)", sets: 3, reps: 15, volumeKilograms: 1_500)),
        ]
        let chest = MuscleTrend(muscleGroup: .chest, totals: totals, span: try threeWeeks(), rules: VolumeRules(),
                                catalog: .builtIn)
        #expect(chest.weeks.map(\.sets) == [4, nil, nil])
        let bench = try #require(ExerciseCatalog.builtIn.exercise(named: "Bench Press (Barbell)"))
        let secondary = try #require(bench.secondaryMuscles.first)
        let trend = MuscleTrend(muscleGroup: secondary, totals: totals, span: try threeWeeks(),
                                rules: VolumeRules(secondaryFraction: 0.25), catalog: .builtIn)
        #expect(trend.weeks[0].sets == 1)
        #expect(trend.weeks[0].volumeKilograms == 500)
    }
}
