@preconcurrency import Glibc

/// Why the inbox could not watch, move or record a file.
public enum InboxError: Error, CustomStringConvertible, Equatable {
    /// A system call failed: its name, the path involved and `errno`.
    case systemCall(String, path: String, errorNumber: Int32)
    /// The file at `path` was another file (inode) by the time it was opened than the one seen.
    case replaced(path: String)

    public var description: String {
        switch self {
        case .systemCall(let call, let path, let errorNumber):
            "\(call) \(path): \(String(cString: strerror(errorNumber)))"
        case .replaced(let path):
            "\(path) was replaced by another file while it was opened"
        }
    }
}
