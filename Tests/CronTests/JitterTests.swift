import Testing
@testable import Cron

@Suite("Jitter")
struct JitterTests {
    let jitter = Jitter(maximum: .seconds(60))

    @Test("The delay grows with the uniform value from zero")
    func proportional() {
        #expect(jitter.delay(uniform: 0) == .zero)
        #expect(jitter.delay(uniform: 0.5) == .seconds(30))
        #expect(jitter.delay(uniform: 0.25) < jitter.delay(uniform: 0.75))
    }

    @Test("Every delay lies in [0, maximum), even for the largest uniform value below one")
    func bounds() {
        for uniform in [0, 0.1, 0.999_999, 1.0.nextDown, 1, 7, -3, .nan, .infinity] {
            let delay = jitter.delay(uniform: uniform)
            #expect(delay >= .zero && delay < .seconds(60), "uniform \(uniform) gave \(delay)")
        }
    }

    @Test("A maximum beyond a week is taken as a week: the delay's arithmetic cannot overflow", arguments: [
        Duration.seconds(106_752 * 86_400), .seconds(Int64.max), .seconds(7 * 86_400),
    ])
    func longestMaximum(maximum: Duration) {
        let jitter = Jitter(maximum: maximum)
        #expect(jitter.maximum == .seconds(7 * 86_400))
        for uniform in [0, 0.5, 1.0.nextDown] {
            let delay = jitter.delay(uniform: uniform)
            #expect(delay >= .zero && delay < .seconds(7 * 86_400), "uniform \(uniform) gave \(delay)")
        }
    }

    @Test("No jitter gives no delay")
    func none() {
        #expect(Jitter(maximum: .zero).delay(uniform: 0.9) == .zero)
        #expect(Jitter(maximum: .seconds(-5)).delay(uniform: 0.9) == .zero)
    }
}
