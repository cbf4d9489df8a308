import Foundation
import Testing
import Workouts

/// 5/3/1's main lifts written in code, as the program reader will build them from its file.
private func fiveThreeOne() throws -> Program {
    let weeks = try [
        ["1x5 @65%", "1x5 @75%", "1x5+ @85%"], ["1x3 @70%", "1x3 @80%", "1x3+ @90%"],
        ["1x5 @75%", "1x3 @85%", "1x1+ @95%"], ["1x5 @40%", "1x5 @50%", "1x5 @60%"],
    ].map { week in try week.flatMap(SetScheme.parse) }
    let rule = ProgressionRule.cycle(weeks: weeks, failurePercent: 90)
    func day(_ exercise: String, increment: Double) -> ProgramDay {
        ProgramDay(name: exercise, lifts: [ProgramLift(
            key: LiftKey(exercise: exercise), sets: [], rule: rule, incrementKilograms: increment,
            rounding: WeightRounding(step: 2.5))])
    }
    return Program(name: "5-3-1", days: [
        day("Overhead Press (Barbell)", increment: 2.5), day("Deadlift (Barbell)", increment: 5),
        day("Bench Press (Barbell)", increment: 2.5), day("Squat (Barbell)", increment: 5),
    ])
}

private let press = LiftKey(exercise: "Overhead Press (Barbell)")
private let deadlift = LiftKey(exercise: "Deadlift (Barbell)")
private let bench = LiftKey(exercise: "Bench Press (Barbell)")
private let squat = LiftKey(exercise: "Squat (Barbell)")
private let bases = [press: 60.0, deadlift: 180, bench: 100, squat: 140]

/// One block of sixteen sessions, each done as prescribed unless `adjust` changes its sets;
/// squat's four sessions are skipped.
private func block(_ program: Program, adjust: (Int, inout [PerformedSet]) -> Void = { _, _ in }) -> ProgramReplay {
    var replay = ProgramReplay(program: program, bases: bases)
    for index in 0..<16 {
        let date = Date(timeIntervalSince1970: 1_767_600_000 + Double(index) * 86_400)
        let next = replay.nextSession
        guard let lift = next.lifts.first, lift.lift.key != squat else {
            replay.apply(.skipped(at: date))
            continue
        }
        var sets = lift.sets.map { PerformedSet(reps: $0.set.reps, weightKilograms: $0.kilograms) }
        adjust(index, &sets)
        replay.apply(.session(at: date, sets: [lift.lift.key.exercise: sets]))
    }
    return replay
}

@Suite struct CycleReplayTests {
    @Test func theWeeksPercentagesComeFromTheTrainingMaxRoundedOnlyAtTheEnd() throws {
        let replay = ProgramReplay(program: try fiveThreeOne(), bases: bases)
        let sets = try #require(replay.nextSession.lifts.first).sets
        #expect(sets.map(\.kilograms) == [40, 45, 50])  // 39, 45, 51 rounded to 2.5
        #expect(sets.map(\.set.amrap) == [false, false, true])
    }

    @Test func theTrainingMaxRisesOnlyAtTheEndOfTheDeloadWeek() throws {
        let program = try fiveThreeOne()
        let early = block(program) { _, _ in }
        #expect(early.progress[press]?.baseKilograms == 62.5)
        #expect(early.progress[deadlift]?.baseKilograms == 185)
        #expect(early.progress[bench]?.baseKilograms == 102.5)
        #expect(early.progress[squat]?.baseKilograms == 140)  // never performed in the cycle
        #expect(early.history.allSatisfy { $0.session == 16 })
        #expect(early.position == 16)
    }

    @Test func aShortAMRAPSetInTheCycleLowersTheTrainingMaxToNinetyPercent() throws {
        // Session 11 is week 3's bench day: 95% × 1+, done for no reps.
        let replay = block(try fiveThreeOne()) { index, sets in
            if index == 10 { sets[2].reps = 0 }
        }
        #expect(replay.progress[bench]?.baseKilograms == 90)
        #expect(replay.history.first { $0.lift == bench }?.change == .trainingMaxLowered(percent: 90))
        #expect(replay.progress[press]?.baseKilograms == 62.5)
    }
}
