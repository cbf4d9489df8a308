import CSystemd
#if canImport(Glibc)
import Glibc
#endif

/// Finds the control socket systemd passed when started by `liftd.socket`.
///
/// Rule: the socket named `control` (`FileDescriptorName=control`) is chosen; when exactly
/// one socket is passed it is chosen whatever its name (`systemd-socket-activate` without
/// `--fdname` names it `unknown`, a unit without `FileDescriptorName=` by the unit's name).
/// Any other passed socket is closed. The chosen one must be a listening AF_UNIX stream.
public enum SocketActivation {
    /// The `FileDescriptorName=` of the control socket in `liftd.socket`.
    public static let controlSocketName = "control"

    /// The activated control socket, or `nil` when the process was not socket-activated.
    /// Clears `LISTEN_FDS`/`LISTEN_PID`/`LISTEN_FDNAMES` so child processes do not see them.
    public static func controlSocket() throws(SocketActivationError) -> ActivatedSocket? {
        let passed = try passedSockets()
        guard let chosen = try choose(from: passed) else { return nil }
        for other in passed where other != chosen { _ = Glibc.close(other.fileDescriptor) }
        try validate(chosen)
        return chosen
    }

    /// Every socket passed to this process, with names (`sd_listen_fds_with_names`).
    static func passedSockets() throws(SocketActivationError) -> [ActivatedSocket] {
        var names: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let count = sd_listen_fds_with_names(1, &names)
        defer {
            if let names {
                for index in 0..<Int(max(count, 0)) { free(names[index]) }
                free(names)
            }
        }
        guard count >= 0 else { throw .unreadableEnvironment(errorNumber: -count) }
        return (0..<count).map { index in
            let name = names?[Int(index)].map { String(cString: $0) } ?? "unknown"
            return ActivatedSocket(fileDescriptor: SD_LISTEN_FDS_START + index, name: name)
        }
    }

    /// The control socket among `passed` by the rule above; `nil` when none was passed.
    static func choose(from passed: [ActivatedSocket]) throws(SocketActivationError) -> ActivatedSocket? {
        if passed.count <= 1 { return passed.first }
        let named = passed.filter { $0.name == controlSocketName }
        guard named.count == 1, let control = named.first else {
            throw .noSingleControlSocket(passedNames: passed.map(\.name))
        }
        return control
    }

    /// Throws unless `socket` is a listening AF_UNIX stream socket.
    static func validate(_ socket: ActivatedSocket) throws(SocketActivationError) {
        let streamType = Int32(SOCK_STREAM.rawValue)
        guard sd_is_socket_unix(socket.fileDescriptor, streamType, 1, nil, 0) > 0 else {
            throw .notUnixStreamListener(socket)
        }
    }
}
