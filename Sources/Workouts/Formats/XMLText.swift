/// Text made safe for XML documents (SVG charts, Apple Health exports).
public enum XMLText {
    /// `text` for an attribute value or element content: `&`, `<`, `>`, `"`, `'` escaped,
    /// and control characters XML 1.0 forbids replaced by U+FFFD.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(scalar.value < 0x20 ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
