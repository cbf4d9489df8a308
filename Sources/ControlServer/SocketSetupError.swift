import Glibc

/// Why the control socket could not be set up; every case names the path or descriptor.
public enum SocketSetupError: Error, Equatable, CustomStringConvertible {
    /// The path does not fit in a Unix socket address.
    case pathTooLong(path: String, limit: Int)
    /// A live socket answers at the path: another liftd is listening there.
    case alreadyListening(path: String)
    /// Something other than a socket is at the path; it is left alone.
    case notASocket(path: String)
    /// The configured group does not exist.
    case unknownGroup(String, path: String)
    /// An inherited descriptor is not a listening stream socket.
    case notAListeningSocket(descriptor: Int32)
    /// A system call failed.
    case systemCall(String, path: String, errorNumber: Int32)

    public var description: String {
        switch self {
        case .pathTooLong(let path, let limit):
            "control socket path '\(path)' is longer than the \(limit) bytes a Unix socket address holds"
        case .alreadyListening(let path):
            "another liftd is listening on '\(path)'; stop it first or configure another socket path"
        case .notASocket(let path):
            "'\(path)' exists and is not a socket; remove it or configure another socket path"
        case .unknownGroup(let group, let path):
            "unknown group '\(group)' for control socket '\(path)'"
        case .notAListeningSocket(let descriptor):
            "inherited descriptor \(descriptor) is not a listening stream socket"
        case .systemCall(let call, let path, let errorNumber):
            "\(call) failed for control socket '\(path)': \(String(cString: strerror(errorNumber)))"
        }
    }
}
