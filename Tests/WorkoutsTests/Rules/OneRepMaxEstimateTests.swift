import Testing
import Workouts

@Suite("Estimated one-rep maximum")
struct OneRepMaxEstimateTests {
    @Test("A single rep's estimate is its weight, whatever the formula")
    func singleRep() {
        for formula in OneRepMaxEstimate.Formula.allCases {
            let estimate = OneRepMaxEstimate(formula: formula, repCap: 10)
            #expect(estimate.estimate(weightKilograms: 142.5, reps: 1) == 142.5)
        }
    }

    @Test("Each formula gives its published value for 100 kg × 5")
    func publishedValues() throws {
        let epley = try #require(OneRepMaxEstimate(formula: .epley, repCap: 10).estimate(weightKilograms: 100, reps: 5))
        let brzycki = try #require(OneRepMaxEstimate(formula: .brzycki, repCap: 10).estimate(weightKilograms: 100, reps: 5))
        let lombardi = try #require(OneRepMaxEstimate(formula: .lombardi, repCap: 10).estimate(weightKilograms: 100, reps: 5))
        #expect(abs(epley - 116.666_666_7) < 1e-6)
        #expect(abs(brzycki - 112.5) < 1e-9)
        #expect(abs(lombardi - 117.461_894_3) < 1e-6)
    }

    @Test("Sets above the cap, without weight or reps, and warm-ups get no estimate")
    func noEstimate() {
        let estimate = OneRepMaxEstimate.standard
        #expect(estimate.estimate(weightKilograms: 100, reps: 11) == nil)
        #expect(estimate.estimate(weightKilograms: nil, reps: 5) == nil)
        #expect(estimate.estimate(weightKilograms: 100, reps: 0) == nil)
        #expect(estimate.estimate(weightKilograms: 0, reps: 5) == nil)
        let warmUp = WorkoutSet(exercise: "Squat", kind: .warmUp, weightKilograms: 60, reps: 5)
        #expect(estimate.estimate(for: warmUp) == nil)
        let drop = WorkoutSet(exercise: "Squat", kind: .drop, weightKilograms: 60, reps: 5)
        #expect(estimate.estimate(for: drop) == 70)
    }

    @Test("Brzycki stays finite at the largest cap a configuration may choose")
    func brzyckiAtLargestCap() throws {
        #expect(OneRepMaxEstimate.validRepCaps.upperBound < 37)
        let estimate = OneRepMaxEstimate(formula: .brzycki, repCap: OneRepMaxEstimate.largestRepCap)
        let value = try #require(estimate.estimate(weightKilograms: 50, reps: 36))
        #expect(value == 1800)
    }
}
