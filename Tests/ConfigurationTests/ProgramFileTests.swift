import Configuration
import Foundation
import Testing
import Workouts

/// The shipped program templates, read from `config/programs/`.
private func template(_ name: String, unit: WeightUnit = .kilograms) throws -> Program {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("config/programs/\(name).yaml")
    return try ProgramFile.read(String(contentsOf: url, encoding: .utf8), file: url.path, name: name, unit: unit)
}

/// The problems `text` gives as a program file named `p.yaml`, one `line:col: message` each.
private func problems(_ text: String) -> [String] {
    do {
        _ = try ProgramFile.read(text, file: "p.yaml", name: "p", unit: .kilograms)
        return []
    } catch {
        return error.problems.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }
}

@Suite struct ProgramTemplateTests {
    @Test(arguments: ["5-3-1", "stronglifts-5x5", "gzclp", "double-progression"])
    func everyTemplateExerciseIsTheCatalogsOwnName(name: String) throws {
        for lift in try template(name).lifts {
            #expect(ExerciseCatalog.builtIn.exercise(named: lift.key.exercise)?.name == lift.key.exercise,
                    "\(name): '\(lift.key.exercise)' is not a catalog name")
            #expect(ExerciseCatalog.builtIn.aliasTarget(of: lift.key.exercise) == nil, "\(name): '\(lift.key.exercise)' is an alias")
        }
    }

    @Test func strongLiftsAlternatesTwoDaysOfLinearLifts() throws {
        let program = try template("stronglifts-5x5")
        #expect(program.days.map(\.name) == ["A", "B"])
        #expect(program.days.map { $0.lifts.map(\.key.exercise) } == [
            ["Squat (Barbell)", "Bench Press (Barbell)", "Bent Over Row (Barbell)"],
            ["Squat (Barbell)", "Overhead Press (Barbell)", "Deadlift (Barbell)"],
        ])
        let deadlift = try #require(program.days[1].lifts.last)
        #expect(deadlift.sets.count == 1)
        #expect(deadlift.incrementKilograms == 5)
        #expect(deadlift.rule == .linear(failuresBeforeDeload: 3, deloadPercent: 90))
        #expect(program.days[0].lifts.allSatisfy { $0.incrementKilograms == 2.5 && $0.rounding.step == 2.5 })
    }

    @Test func theCurrentUnitPicksThePoundSteps() throws {
        let program = try template("stronglifts-5x5", unit: .pounds)
        let deadlift = try #require(program.days[1].lifts.last)
        #expect(deadlift.rounding.step == 5)
        #expect(abs(deadlift.incrementKilograms - WeightUnit.pounds.kilograms(10)) < 1e-9)
    }

    @Test func fiveThreeOneIsOneLiftADayOverFourWeeks() throws {
        let program = try template("5-3-1")
        #expect(program.days.map { $0.lifts.map(\.key.exercise) } == [
            ["Overhead Press (Barbell)"], ["Deadlift (Barbell)"], ["Bench Press (Barbell)"], ["Squat (Barbell)"],
        ])
        #expect(program.sessionsPerBlock == 16)
        #expect(program.lifts.allSatisfy { $0.usesTrainingMax })
        #expect(program.lifts.map(\.incrementKilograms) == [2.5, 5, 2.5, 5])
    }

    @Test func gzclpKeepsALiftsT1AndT2Apart() throws {
        let program = try template("gzclp")
        #expect(program.days.map(\.name) == ["A1", "B1", "A2", "B2"])
        let keys = Set(program.lifts.map(\.key))
        #expect(keys.contains(LiftKey(exercise: "Squat (Barbell)", track: "T1")))
        #expect(keys.contains(LiftKey(exercise: "Squat (Barbell)", track: "T2")))
        #expect(program.lifts.count == 10)
        let squat = LiftKey(exercise: "Squat (Barbell)", track: "T1")
        let squatT2 = LiftKey(exercise: "Squat (Barbell)", track: "T2")
        // Squat T1 fails its three stages on A1 sessions 1, 5 and 9: 5×3+, 6×2+, 10×1+, then 85%.
        var replay = ProgramReplay(program: program, bases: [squat: 100, squatT2: 70])
        for session in 0..<9 {
            let date = Date(timeIntervalSince1970: Double(session) * 86_400)
            replay.apply(session % 4 == 0
                ? .session(at: date, sets: ["Squat (Barbell)": [PerformedSet(reps: 1, weightKilograms: 100)]])
                : .skipped(at: date))
        }
        #expect(replay.progress[squat]?.baseKilograms == 85)
        #expect(replay.progress[squat]?.stage == 0)
        #expect(replay.progress[squatT2]?.baseKilograms == 70)
    }

    @Test func gzclpT3AddsWeightOnceTheAMRAPSetReachesTwentyFive() throws {
        let program = try template("gzclp")
        let pulldown = LiftKey(exercise: "Lat Pulldown (Cable)", track: "T3")
        func sets(_ last: Int) -> [String: [PerformedSet]] {
            ["Lat Pulldown (Cable)": [15, 15, last].map { PerformedSet(reps: $0, weightKilograms: 40) }]
        }
        let replay = ProgramReplay.replaying([
            .session(at: Date(timeIntervalSince1970: 0), sets: sets(24)),
            .skipped(at: Date(timeIntervalSince1970: 1)),
            .session(at: Date(timeIntervalSince1970: 2), sets: sets(25)),
        ], of: program, bases: [pulldown: 40])
        #expect(replay.progress[pulldown]?.baseKilograms == 42.5)
        #expect(replay.history.count == 1)
    }

    @Test func doubleProgressionRanges() throws {
        let program = try template("double-progression")
        #expect(program.days.count == 3)
        #expect(program.lifts.allSatisfy { $0.rule == .double && $0.sets.map(\.topReps) == [12, 12, 12] })
    }
}

@Suite struct ProgramFileProblemTests {
    @Test func anUnknownRuleIsNamedWhereItIsWritten() {
        #expect(problems("""
            days:
              - lifts:
                  - {exercise: Squat (Barbell), sets: 5x5, progression: {rule: liner}}
            """) == [
                "3:68: 'rule': unknown rule 'liner' (did you mean 'linear'?); expected one of linear, double, stages, cycle",
            ])
    }

    @Test func aBadSchemeAndAMissingUnitAreEachReported() {
        let found = problems("""
            days:
              - name: A
                lifts:
                  - exercise: Squat (Barbell)
                    sets: 5x0
                    increment: {lb: 5}
            """)
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("5:15: 'sets': '5x0': the reps must be") == true)
        #expect(found.last?.hasPrefix("6:20: 'increment': expected a map of the amount in each unit") == true)
    }

    @Test func aProgramWithoutDaysOrWithALiftTwiceADayIsRefused() {
        #expect(problems("name: x\n") == ["1:1: a program needs 'days': a list of days, each with its lifts"])
        let twice = problems("""
            days:
              - name: A
                lifts: [{exercise: Squat (Barbell), sets: 5x5}, {exercise: Squat (Barbell), sets: 3x3}]
            """)
        #expect(twice.count == 1)
        #expect(twice.first?.contains("'Squat (Barbell)' is listed twice") == true)
    }

    @Test func aLinearLiftNeedsSetsAndUnknownKeysAreNamed() {
        let found = problems("""
            days:
              - lifts:
                  - {exercise: Squat (Barbell), set: 5x5}
            """)
        #expect(found.contains { $0.contains("unknown key 'set' in 'lift' (did you mean 'sets'?)") })
        #expect(found.contains { $0.contains("a linear lift needs 'sets'") })
    }
}
