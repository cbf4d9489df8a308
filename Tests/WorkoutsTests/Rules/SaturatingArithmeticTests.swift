import Testing
import Workouts

@Test("A saturated sum holds at Int's bounds where plain addition would trap")
func saturatedSums() {
    #expect(Int.max.addingSaturated(1) == .max)
    #expect(Int.min.addingSaturated(-1) == .min)
    #expect(40.addingSaturated(2) == 42)
    #expect([Int.max, 5, 7].saturatedSum { $0 } == .max)
    #expect([1, 2, 3].saturatedSum { $0 } == 6)
}

@Test("A Double becomes a whole number held within Int's range; NaN becomes 0", arguments: [
    (1e20, Int.max), (-1e20, Int.min), (.infinity, Int.max), (-.infinity, Int.min), (.nan, 0), (41.9, 41), (-2.5, -2),
    (0x1p63, Int.max),
])
func saturatingConversion(value: Double, expected: Int) {
    #expect(Int(saturating: value) == expected)
}
