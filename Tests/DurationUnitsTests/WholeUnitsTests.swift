import DurationUnits
import Testing

@Suite("Durations in whole units")
struct WholeUnitsTests {
    @Test("Whole milliseconds and microseconds drop the fraction, toward zero for negative durations")
    func wholeUnitsDropTheFraction() {
        #expect(Duration.milliseconds(1_500).wholeMilliseconds == 1_500)
        #expect((Duration.seconds(2) + .microseconds(999)).wholeMilliseconds == 2_000)
        #expect((Duration.seconds(1) + .nanoseconds(1_999)).wholeMicroseconds == 1_000_001)
        #expect((Duration.zero - .microseconds(1_500)).wholeMilliseconds == -1)
        #expect(Duration.zero.wholeMicroseconds == 0)
    }

    @Test("Rounded-up milliseconds count any remainder as one more, so a short wait is never zero")
    func roundedUpMilliseconds() {
        #expect(Duration.nanoseconds(1).roundedUpMilliseconds == 1)
        #expect(Duration.milliseconds(3).roundedUpMilliseconds == 3)
        #expect((Duration.milliseconds(3) + .nanoseconds(1)).roundedUpMilliseconds == 4)
        #expect((Duration.zero - .microseconds(1_500)).roundedUpMilliseconds == -1)
    }

    @Test("A duration beyond Int64's range of units is clamped to it")
    func clampedAtTheRange() {
        let far = Duration.seconds(Int64.max)
        #expect(far.wholeMilliseconds == .max)
        #expect(far.roundedUpMilliseconds == .max)
        #expect((Duration.zero - far).wholeMicroseconds == .min)
    }
}
