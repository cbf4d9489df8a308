import Foundation
import Testing
import Workouts

/// StrongLifts 5×5 written in code, as the program reader will build it from its file.
private func strongLifts(unit: WeightUnit = .kilograms) throws -> Program {
    let rule = ProgressionRule.linear(failuresBeforeDeload: 3, deloadPercent: 90)
    let step = unit == .kilograms ? 2.5 : 5
    func lift(_ exercise: String, _ scheme: String, increment: Double = 2.5) throws -> ProgramLift {
        ProgramLift(
            key: LiftKey(exercise: exercise), sets: try SetScheme.parse(scheme), rule: rule,
            incrementKilograms: unit == .kilograms ? increment : unit.kilograms(increment * 2),
            rounding: WeightRounding(step: step))
    }
    return Program(name: "stronglifts", days: [
        ProgramDay(name: "A", lifts: [
            try lift("Squat (Barbell)", "5x5"), try lift("Bench Press (Barbell)", "5x5"),
            try lift("Bent Over Row (Barbell)", "5x5"),
        ]),
        ProgramDay(name: "B", lifts: [
            try lift("Squat (Barbell)", "5x5"), try lift("Overhead Press (Barbell)", "5x5"),
            try lift("Deadlift (Barbell)", "1x5", increment: 5),
        ]),
    ], unit: unit)
}

private let squat = LiftKey(exercise: "Squat (Barbell)")
private let bench = LiftKey(exercise: "Bench Press (Barbell)")
private let start = Date(timeIntervalSince1970: 1_767_600_000)

/// A session at `day` days after the start in which each exercise named did `reps` on every set at `kilograms`.
private func session(_ day: Int, _ sets: [String: (kilograms: Double, reps: [Int])]) -> ProgramEvent {
    .session(at: start.addingTimeInterval(Double(day) * 86_400), sets: sets.mapValues { done in
        done.reps.map { PerformedSet(reps: $0, weightKilograms: done.kilograms) }
    })
}

@Suite struct ProgramReplayTests {
    @Test func daysAlternateAndTheFirstSessionIsNumberOne() throws {
        let replay = ProgramReplay(program: try strongLifts(), bases: [squat: 60])
        #expect(replay.nextSession.number == 1)
        #expect(replay.nextSession.day == "A")
        let after = ProgramReplay.replaying([.skipped(at: start)], of: try strongLifts(), bases: [:])
        #expect(after.nextSession.day == "B")
        #expect(after.nextSession.number == 2)
        #expect(after.history.isEmpty)
    }

    @Test func oneQualifyingSessionGivesExactlyOneStepAndTheSharedSquatCarriesOver() throws {
        let replay = ProgramReplay.replaying([
            session(0, ["Squat (Barbell)": (60, [5, 5, 5, 5, 5, 5, 5])]),
        ], of: try strongLifts(), bases: [squat: 60, bench: 40])
        #expect(replay.progress[squat]?.baseKilograms == 62.5)
        #expect(replay.progress[bench]?.baseKilograms == 40)  // not performed: neither progress nor failure
        #expect(replay.progress[bench]?.failures == 0)
        let squatOnB = try #require(replay.nextSession.lifts.first)
        #expect(squatOnB.sets.map(\.kilograms) == Array(repeating: 62.5, count: 5))
    }

    @Test func threeFailuresInARowDeloadToNinetyPercentRounded() throws {
        let missed = (kilograms: 100.0, reps: [5, 5, 5, 4, 3])
        let replay = ProgramReplay.replaying(
            [session(0, ["Squat (Barbell)": missed]), session(2, ["Squat (Barbell)": missed]),
             session(4, ["Squat (Barbell)": missed])],
            of: try strongLifts(), bases: [squat: 100])
        #expect(replay.progress[squat] == LiftProgress(baseKilograms: 90))
        #expect(replay.history.map(\.change) == [
            .failureCounted(failures: 1), .failureCounted(failures: 2), .deloaded(percent: 90),
        ])
        #expect(replay.history.map(\.session) == [1, 2, 3])
    }

    @Test func setsBelowThePrescribedWeightDoNotProgress() throws {
        let replay = ProgramReplay.replaying(
            [session(0, ["Squat (Barbell)": (97.5, [5, 5, 5, 5, 5])])], of: try strongLifts(), bases: [squat: 100])
        #expect(replay.progress[squat]?.baseKilograms == 100)
        #expect(replay.progress[squat]?.failures == 1)
    }

    @Test func eventsReplayInDateOrderWhateverOrderTheyCome() throws {
        let events = [
            session(0, ["Squat (Barbell)": (100, [5, 5, 5, 5, 5])]), .skipped(at: start.addingTimeInterval(86_400)),
            session(2, ["Squat (Barbell)": (102.5, [5, 5, 5, 5, 5])]),
        ]
        let ordered = ProgramReplay.replaying(events, of: try strongLifts(), bases: [squat: 100])
        let shuffled = ProgramReplay.replaying(events.reversed(), of: try strongLifts(), bases: [squat: 100])
        #expect(ordered.progress == shuffled.progress)
        #expect(ordered.history == shuffled.history)
        #expect(ordered.progress[squat]?.baseKilograms == 105)
    }

    @Test func aBaseSetByHandReplacesTheWorkingWeight() throws {
        let replay = ProgramReplay.replaying(
            [.setBase(at: start, exercise: "Squat (Barbell)", track: nil, kilograms: 80)],
            of: try strongLifts(), bases: [squat: 100])
        #expect(replay.progress[squat]?.baseKilograms == 80)
        #expect(replay.history.first?.beforeKilograms == 100)
    }

    @Test func poundsRoundToFivePoundSteps() throws {
        let replay = ProgramReplay(program: try strongLifts(unit: .pounds), bases: [squat: WeightUnit.pounds.kilograms(137)])
        let weight = try #require(replay.nextSession.lifts.first?.sets.first?.kilograms)
        #expect(abs(WeightUnit.pounds.value(fromKilograms: weight) - 135) < 1e-9)
    }

    @Test func previewSimulatesSuccessOrFailureAndStoresNothing() throws {
        let replay = ProgramReplay(program: try strongLifts(), bases: [squat: 100, bench: 60])
        let sessions = replay.preview(sessions: 4, from: start, \.nextSession)
        #expect(sessions.map(\.day) == ["A", "B", "A", "B"])
        #expect(sessions.map { $0.lifts[0].sets[0].kilograms } == [100, 102.5, 105, 107.5])
        let failing = replay.preview(sessions: 4, failing: ["Squat (Barbell)"], from: start, \.nextSession)
        #expect(failing.map { $0.lifts[0].sets[0].kilograms } == [100, 100, 100, 90])
        #expect(replay.position == 0)
        #expect(replay.progress[squat]?.baseKilograms == 100)
    }
}
