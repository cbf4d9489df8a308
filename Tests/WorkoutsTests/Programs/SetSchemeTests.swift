import Testing
import Workouts

@Suite struct SetSchemeTests {
    @Test func setsTimesRepsCarryTheWorkingWeight() throws {
        #expect(try SetScheme.parse("5x5") == Array(repeating: PrescribedSet(reps: 5), count: 5))
    }

    @Test func aRangeGivesItsBottomAndTop() throws {
        let sets = try SetScheme.parse("3x8-12")
        #expect(sets == Array(repeating: PrescribedSet(reps: 8, repsMax: 12), count: 3))
        #expect(sets.map(\.topReps) == [12, 12, 12])
    }

    @Test func aPlusMakesOnlyTheLastSetAMRAP() throws {
        let sets = try SetScheme.parse("3x5+ @85%")
        #expect(sets.map(\.amrap) == [false, false, true])
        #expect(sets.allSatisfy { $0.load == .percentOfTrainingMax(85) && $0.reps == 5 })
    }

    @Test func absoluteWeightsAndRPE() throws {
        #expect(try SetScheme.parse("1x5 @60kg rpe 8") == [PrescribedSet(reps: 5, load: .absolute(kilograms: 60), rpe: 8)])
        let pounds = try #require(try SetScheme.parse("1x5 @135lb").first)
        #expect(pounds.load == .absolute(kilograms: 135 * WeightUnit.kilogramsPerPound))
    }

    @Test(arguments: [
        ("", "found nothing"), ("5", "not sets×reps"), ("0x5", "1 to 20"), ("21x5", "1 to 20"), ("3x0", "1 to 100"),
        ("3x12-8", "top above its bottom"), ("3x8-", "top above its bottom"), ("3x5 @abc", "is not a load"),
        ("3x5 @0%", "is not a load"), ("3x5 @2000kg", "at most 1000 kg"), ("3x5 rpe 11", "from 1 to 10"),
        ("3x5 heavy", "unexpected 'heavy'"),
    ])
    func badSchemesSayWhatIsWrong(text: String, problem: String) {
        #expect {
            try SetScheme.parse(text)
        } throws: { error in
            (error as? SetSchemeProblem)?.description.contains(problem) == true
        }
    }
}

@Suite struct WeightRoundingTests {
    @Test func nearestRoundsHalvesUp() {
        let rounding = WeightRounding(step: 2.5)
        #expect(rounding.rounded(101.24) == 100)
        #expect(rounding.rounded(101.25) == 102.5)
        #expect(rounding.rounded(0.1 + 0.2 + 2.2) == 2.5)
    }

    @Test func downRoundsToTheStepBelow() {
        let rounding = WeightRounding(step: 2.5, direction: .down)
        #expect(rounding.rounded(102.49) == 100)
        #expect(rounding.rounded(102.5) == 102.5)
    }

    @Test func neverBelowZeroAndNoStepLeavesTheWeight() {
        #expect(WeightRounding(step: 2.5).rounded(-3) == 0)
        #expect(WeightRounding(step: 0).rounded(101.3) == 101.3)
    }
}
