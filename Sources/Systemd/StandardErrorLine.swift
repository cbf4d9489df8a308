import SignalStore

/// One log entry as a single standard-error line for a service manager without a journal:
/// the sd-daemon(3) `<N>` priority prefix, the message, then ` NAME=value` per field.
/// Backslashes and control characters are escaped so an entry never spans lines.
public enum StandardErrorLine {
    /// The line for one log call, ending in a newline.
    public static func format(level: LogLevel, message: String, fields: [String: String]) -> String {
        var line = "<\(level.rawValue)>\(escaped(message))"
        for (name, value) in JournalEntry.journalFields(fields) {
            line += " \(name)=\(escaped(value))"
        }
        return line + "\n"
    }

    /// `text` with `\` as `\\`, newline as `\n`, carriage return as `\r`, tab as `\t`, other
    /// control characters as `\xNN`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
