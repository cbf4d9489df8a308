/// Renders metric families in the Prometheus text exposition format, version 0.0.4: for
/// each family a `# HELP` and a `# TYPE` line, then its samples, one a line. Families come
/// sorted by name and samples by their labels, so the same numbers give the same text.
public enum MetricsExposition {
    /// The media type of the text this renders, for HTTP `Content-Type`.
    public static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// `families` as exposition text; every line, the last included, ends in a newline.
    public static func render(_ families: [MetricFamily]) -> String {
        var text = ""
        for family in families.sorted(by: { $0.name < $1.name }) {
            text += "# HELP \(family.name) \(escapedHelp(family.help))\n"
            text += "# TYPE \(family.name) \(family.kind.rawValue)\n"
            let lines = family.samples.map { sample in
                (labels: labelText(sample.labels), value: valueText(sample.value))
            }
            for line in lines.sorted(by: { $0.labels < $1.labels }) {
                text += family.name + line.labels + " " + line.value + "\n"
            }
        }
        return text
    }

    /// `{a="1",b="2"}` with names sorted and values escaped; empty without labels.
    static func labelText(_ labels: [String: String]) -> String {
        guard !labels.isEmpty else { return "" }
        let pairs = labels.sorted { $0.key < $1.key }.map { "\($0.key)=\"\(escapedLabelValue($0.value))\"" }
        return "{" + pairs.joined(separator: ",") + "}"
    }

    /// A label value as the format writes it: backslash, double quote and line feed escaped.
    public static func escapedLabelValue(_ value: String) -> String {
        var escaped = ""
        for character in value.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A `# HELP` text as the format writes it: backslash and line feed escaped.
    public static func escapedHelp(_ help: String) -> String {
        help.replacingEveryOccurrence(of: "\\", with: "\\\\").replacingEveryOccurrence(of: "\n", with: "\\n")
    }

    /// A value as the format writes it: whole numbers without a fraction, `NaN`, `+Inf`,
    /// `-Inf`, anything else in Swift's shortest round-tripping form.
    static func valueText(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "+Inf" : "-Inf" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return String(value)
    }
}
