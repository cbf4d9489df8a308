/// Why a zone could not be loaded or listed. Each description says which zone or file and
/// what is wrong with it.
public enum ZoneInfoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The zoneinfo directory does not exist or is empty: without tzdata only `UTC` is known.
    case noTimeZoneData(directory: String)
    /// The zone name cannot name a zone (empty, absolute, `..`, odd characters).
    case invalidName(String, reason: String)
    /// The zoneinfo directory has no file for this name.
    case unknownZone(String, directory: String)
    /// The file exists but cannot be read.
    case unreadable(file: String, reason: String)
    /// The file is not a TZif file liftd can use; `problem` says what is wrong where.
    case malformed(file: String, problem: String)

    /// One line saying what failed and why.
    public var description: String {
        switch self {
        case .noTimeZoneData(let directory):
            return "no time zone data: \(directory) does not exist or is empty, so only UTC is known "
                + "(install Debian's tzdata package, or set TZDIR to a zoneinfo directory)"
        case .invalidName(let name, let reason):
            return "\(quoted(name)) is not a time zone name: \(reason)"
        case .unknownZone(let name, let directory):
            return "unknown time zone \(quoted(name)): \(directory) has no such zone"
        case .unreadable(let file, let reason):
            return "cannot read \(file): \(reason)"
        case .malformed(let file, let problem):
            return "\(file) is not a usable TZif file: \(problem)"
        }
    }
}

/// `text` in double quotes with control characters escaped, for names that came from outside.
func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            result += "\\u{" + String(scalar.value, radix: 16) + "}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
