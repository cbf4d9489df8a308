/// A chart's value axis: round gridline values spanning the values drawn, about five of
/// them, a step of 1, 2, 2.5 or 5 times a power of ten, a whole number of tenths (what people read).
struct ChartScale: Equatable {
    /// The axis' lowest and highest values, the first and last gridlines.
    var low: Double
    var high: Double
    /// The distance between gridlines.
    var step: Double

    /// The scale for `values` (in the shown unit); 0 to 1 when there are none.
    init(_ values: [Double]) {
        let smallest = values.min() ?? 0, largest = values.max() ?? 1
        let spread = max(largest - smallest, 1)
        var magnitude = 0.1
        while magnitude * 10 <= spread / 4, magnitude < 1e9 { magnitude *= 10 }
        let multiples: [Double] = magnitude < 1 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10]  // 0.25 is not a tenth
        step = multiples.map { $0 * magnitude }.first { $0 >= spread / 4 } ?? magnitude * 10
        low = (smallest / step).rounded(.down) * step
        high = max((largest / step).rounded(.up) * step, low + step)
    }

    /// The gridlines' values, low to high.
    var gridlines: [Double] {
        let count = Int(((high - low) / step).rounded())
        return (0...max(count, 0)).map { low + Double($0) * step }
    }
}
