/// Text from outside made safe to show on one line of an error, a log or a terminal: its
/// control characters written as escapes, so none can cut a C string short (NUL), break a
/// line, or hide in a name (`ping` followed by U+0085 is shown as `ping\u{85}`).
public enum VisibleText {
    /// `text` with control characters written as escapes (`\n`, `\r`, `\t`, `\u{1B}`).
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar): result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is a control character (Unicode's Cc: C0, DEL and C1).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }
}
