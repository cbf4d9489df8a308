/// A listening socket the service manager passed to us (socket activation), with the name
/// from `LISTEN_FDNAMES` (`FileDescriptorName=` in the socket unit).
public struct ActivatedSocket: Sendable, Equatable {
    /// The open file descriptor, already listening.
    public let fileDescriptor: Int32
    /// Its name: `FileDescriptorName=`, else the socket unit's name, else `unknown`.
    public let name: String

    /// A passed socket.
    public init(fileDescriptor: Int32, name: String) {
        self.fileDescriptor = fileDescriptor
        self.name = name
    }
}

/// Why the passed sockets cannot serve as the control socket.
public enum SocketActivationError: Error, Equatable, CustomStringConvertible {
    /// libsystemd could not read `LISTEN_FDS` (e.g. malformed); the `errno` code.
    case unreadableEnvironment(errorNumber: Int32)
    /// Several sockets were passed and none (or more than one) is named `control`.
    case noSingleControlSocket(passedNames: [String])
    /// The chosen descriptor is not a listening `AF_UNIX` stream socket.
    case notUnixStreamListener(ActivatedSocket)

    /// A sentence for the log.
    public var description: String {
        switch self {
        case .unreadableEnvironment(let code):
            return "socket activation: cannot read LISTEN_FDS (errno \(code))"
        case .noSingleControlSocket(let names):
            return "socket activation: \(names.count) sockets passed (\(names.joined(separator: ", "))), "
                + "expected exactly one named '\(SocketActivation.controlSocketName)'"
        case .notUnixStreamListener(let socket):
            return "socket activation: fd \(socket.fileDescriptor) named '\(socket.name)' "
                + "is not a listening AF_UNIX stream socket (check ListenStream= in liftd.socket)"
        }
    }
}
