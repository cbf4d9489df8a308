
/// Reads durations as other apps write them in the files liftd imports: `31m`, `1h 3m`,
/// `38min`, `45s`, `1:02:03`, `2134`. (Config durations are `DurationText`, in Configuration.)
enum ImportedDurationText {
    /// The duration in seconds, or `nil` when `text` is not one.
    static func seconds(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { return nil }
        if let plain = DecimalText.value(trimmed) { return plain >= 0 ? plain : nil }
        if trimmed.contains(":") { return clockSeconds(trimmed) }
        var total = 0.0
        var number = ""
        var unit = ""
        func flush() -> Bool {
            guard let value = DecimalText.value(number) else { return false }
            switch unit {
            case "h", "hr", "hrs", "hour", "hours": total += value * 3_600
            case "m", "min", "mins", "minute", "minutes": total += value * 60
            case "s", "sec", "secs", "second", "seconds": total += value
            default: return false
            }
            number = ""
            unit = ""
            return true
        }
        for character in trimmed.lowercased() {
            if character.isNumber || character == "." {
                if !unit.isEmpty, !flush() { return nil }
                number.append(character)
            } else if character.isLetter {
                unit.append(character)
            } else if character != " " {
                return nil
            }
        }
        return flush() ? total : nil
    }

    private static func clockSeconds(_ text: String) -> Double? {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        let parts = pieces.compactMap { DecimalText.value($0) }.filter { $0 >= 0 }
        guard (2...3).contains(pieces.count), parts.count == pieces.count else { return nil }
        return parts.reduce(0.0) { $0 * 60 + $1 }
    }
}
