import DurationUnits

/// Reads and writes durations in liftd's own spelling, as config values and in what liftd
/// reports: `500ms`, `10s`, `5m`, `1h30m`. (Durations in imported files are read by Workouts'
/// `ImportedDurationText`.)
public enum DurationText {
    private static let units: [(suffix: String, duration: Duration)] = [
        ("ms", .milliseconds(1)), ("s", .seconds(1)), ("m", .seconds(60)),
        ("h", .seconds(3_600)), ("d", .seconds(86_400)),
    ]

    /// What the accepted forms look like, for error messages.
    public static let expected = "a duration such as 500ms, 10s, 5m, 1h30m or 1d"

    /// The duration `text` spells, or `nil` when it is not one. A bare `0` is zero; units
    /// go from the largest down, each once.
    public static func parse(_ text: String) -> Duration? {
        if text == "0" { return .zero }
        // Summed in whole milliseconds, so a huge amount is refused instead of overflowing.
        var milliseconds: Int64 = 0
        var rest = Substring(text)
        guard !rest.isEmpty else { return nil }
        // Units go from the largest down, each at most once: `1h30m`, never `1h1h` or `30m1h`.
        var smallestSoFar = units.count
        while !rest.isEmpty {
            let digits = rest.prefix(while: \.isASCII).prefix(while: \.isNumber)
            guard !digits.isEmpty, let amount = Int64(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            let letters = rest.prefix(while: \.isLetter)
            guard let place = units.firstIndex(where: { $0.suffix == letters }), place < smallestSoFar else { return nil }
            smallestSoFar = place
            let unit = units[place]
            rest = rest.dropFirst(letters.count)
            let (part, partOverflows) = amount.multipliedReportingOverflow(by: unit.duration.wholeMilliseconds)
            let (sum, sumOverflows) = milliseconds.addingReportingOverflow(part)
            guard !partOverflows, !sumOverflows else { return nil }
            milliseconds = sum
        }
        return .milliseconds(milliseconds)
    }

    /// The shortest text `parse` reads back as `duration` (whole milliseconds).
    public static func format(_ duration: Duration) -> String {
        var milliseconds = duration.wholeMilliseconds
        guard milliseconds > 0 else { return "0" }
        var parts: [String] = []
        for (suffix, unit) in units.reversed() {
            let size = unit.wholeMilliseconds
            if milliseconds >= size {
                parts.append("\(milliseconds / size)\(suffix)")
                milliseconds %= size
            }
        }
        return parts.joined()
    }
}
