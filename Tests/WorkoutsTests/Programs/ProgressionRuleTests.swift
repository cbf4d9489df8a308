import Testing
import Workouts

@Suite struct LiftOutcomeTests {
    private let fiveByFive = Array(repeating: (set: PrescribedSet(reps: 5), kilograms: 100.0), count: 5)

    @Test func everyPrescribedSetDoneIsSuccessAndExtraSetsAreIgnored() {
        let done = Array(repeating: PerformedSet(reps: 5, weightKilograms: 100), count: 5)
            + [PerformedSet(reps: 2, weightKilograms: 60)]
        #expect(LiftOutcome.judging(done, against: fiveByFive, needsTopReps: false) == .succeeded)
    }

    @Test func aSetBelowThePrescribedWeightDoesNotCount() {
        var done = Array(repeating: PerformedSet(reps: 5, weightKilograms: 100), count: 5)
        done[2].weightKilograms = 97.5
        #expect(LiftOutcome.judging(done, against: fiveByFive, needsTopReps: false) == .failed(amrapShort: false))
        done.append(PerformedSet(reps: 5, weightKilograms: 100))
        #expect(LiftOutcome.judging(done, against: fiveByFive, needsTopReps: false) == .succeeded)
    }

    @Test func noSetsIsNotPerformedRatherThanFailed() {
        #expect(LiftOutcome.judging([], against: fiveByFive, needsTopReps: false) == .notPerformed)
    }

    @Test func doubleProgressionWaitsForTheTopOfEveryRange() {
        let range = Array(repeating: (set: PrescribedSet(reps: 8, repsMax: 12), kilograms: 50.0), count: 3)
        let almost = [12, 12, 11].map { PerformedSet(reps: $0, weightKilograms: 50) }
        #expect(LiftOutcome.judging(almost, against: range, needsTopReps: true) == .failed(amrapShort: false))
        #expect(LiftOutcome.judging(almost, against: range, needsTopReps: false) == .succeeded)
        let all = [12, 12, 12].map { PerformedSet(reps: $0, weightKilograms: 50) }
        #expect(LiftOutcome.judging(all, against: range, needsTopReps: true) == .succeeded)
    }

    @Test func aShortAMRAPSetIsNamed() throws {
        let sets = try SetScheme.parse("3x5+").map { (set: $0, kilograms: 100.0) }
        let short = [5, 5, 4].map { PerformedSet(reps: $0, weightKilograms: 100) }
        #expect(LiftOutcome.judging(short, against: sets, needsTopReps: false) == .failed(amrapShort: true))
        let fiveThreeOne = try zip(SetScheme.parse("3x5+"), [65.0, 75, 85]).map { (set: $0, kilograms: $1) }
        let missedFirst = zip([3, 5, 8], [65.0, 75, 85]).map { PerformedSet(reps: $0, weightKilograms: $1) }
        #expect(LiftOutcome.judging(missedFirst, against: fiveThreeOne, needsTopReps: false) == .failed(amrapShort: false))
        let lightAMRAP = zip([5, 5, 8], [65.0, 75, 80]).map { PerformedSet(reps: $0, weightKilograms: $1) }
        #expect(LiftOutcome.judging(lightAMRAP, against: fiveThreeOne, needsTopReps: false) == .failed(amrapShort: true))
    }
}

@Suite struct ProgressionRuleTests {
    private let round = { WeightRounding(step: 2.5).rounded($0) }

    @Test func linearAddsOneIncrementPerSuccessAndResetsFailures() {
        var progress = LiftProgress(baseKilograms: 100)
        progress.failures = 2
        let step = ProgressionRule.linear(failuresBeforeDeload: 3, deloadPercent: 90)
            .applying(.succeeded, to: progress, increment: 2.5, round: round)
        #expect(step.progress.baseKilograms == 102.5)
        #expect(step.progress.failures == 0)
        #expect(step.change == .increased(kilograms: 2.5))
    }

    @Test func linearDeloadsOnTheThirdFailureInARow() {
        let rule = ProgressionRule.linear(failuresBeforeDeload: 3, deloadPercent: 90)
        var progress = LiftProgress(baseKilograms: 102.5)
        var changes: [ProgressionChange?] = []
        for _ in 1...3 {
            let step = rule.applying(.failed(amrapShort: false), to: progress, increment: 2.5, round: round)
            progress = step.progress
            changes.append(step.change)
        }
        #expect(changes == [.failureCounted(failures: 1), .failureCounted(failures: 2), .deloaded(percent: 90)])
        #expect(progress.baseKilograms == 92.5)  // 92.25 rounded to the nearest 2.5
        #expect(progress.failures == 0)
    }

    @Test func aLiftNotPerformedKeepsEverything() {
        var progress = LiftProgress(baseKilograms: 100)
        progress.failures = 2
        for rule in [ProgressionRule.linear(failuresBeforeDeload: 3, deloadPercent: 90), .double] {
            #expect(rule.applying(.notPerformed, to: progress, increment: 2.5, round: round)
                == ProgressionStep(progress: progress))
        }
    }

    @Test func stagesMoveOnFailureAndRestartAfterTheLast() throws {
        let stages = try [["5x3+"], ["6x2+"], ["10x1+"]].map { try $0.flatMap(SetScheme.parse) }
        let rule = ProgressionRule.stages(stages, restartPercent: 85)
        var progress = LiftProgress(baseKilograms: 100)
        var changes: [ProgressionChange?] = []
        for _ in 1...3 {
            let step = rule.applying(.failed(amrapShort: true), to: progress, increment: 5, round: round)
            progress = step.progress
            changes.append(step.change)
        }
        #expect(changes == [.nextStage(stage: 1), .nextStage(stage: 2), .restarted(percent: 85)])
        #expect(progress.stage == 0)
        #expect(progress.baseKilograms == 85)
        #expect(rule.sets(written: [], progress: progress, week: 0).count == 5)
    }

    @Test func aCycleChangesTheTrainingMaxOnlyAtItsEnd() {
        let rule = ProgressionRule.cycle(weeks: [[PrescribedSet(reps: 5, amrap: true)]], failurePercent: 90)
        let start = LiftProgress(baseKilograms: 140)
        let done = rule.applying(.succeeded, to: start, increment: 5, round: round)
        #expect(done.progress.baseKilograms == 140)
        #expect(done.change == nil)
        #expect(rule.closingCycle(done.progress, increment: 5, round: round).progress.baseKilograms == 145)
        let short = rule.applying(.failed(amrapShort: true), to: done.progress, increment: 5, round: round)
        let lowered = rule.closingCycle(short.progress, increment: 5, round: round)
        #expect(lowered.progress.baseKilograms == 125)  // 126 rounded to the nearest 2.5
        #expect(lowered.change == .trainingMaxLowered(percent: 90))
        #expect(rule.closingCycle(start, increment: 5, round: round) == ProgressionStep(progress: start))
    }
}
