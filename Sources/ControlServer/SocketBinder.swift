import Glibc

/// Creates the listening socket file at a configured path, the steps of `ListeningSocket.bind`.
struct SocketBinder {
    let settings: SocketSettings
    private var path: String { settings.path }

    func bind() throws(SocketSetupError) -> ListeningSocket {
        let address = try SocketAddress(path: path)
        let group = try settings.group.map { name throws(SocketSetupError) in
            try SocketGroup.groupID(of: name, forSocketAt: path)
        }
        try createParentDirectory()
        try removeStaleSocket(at: address)
        let descriptor = SocketAddress.makeStreamSocket(nonBlocking: true)
        guard descriptor >= 0 else { throw failure("socket") }
        let bound = address.withSocketAddress { Glibc.bind(descriptor, $0, $1) }
        guard bound == 0 else {
            let error = errno
            Glibc.close(descriptor)
            throw error == EADDRINUSE ? .alreadyListening(path: path) : .systemCall("bind", path: path, errorNumber: error)
        }
        // Clients cannot connect before `listen`, so the mode and group are in place first.
        var status = stat()
        let failedCall: String? =
            if chmod(path, mode_t(settings.mode & 0o7777)) != 0 { "chmod" }
            else if let group, chown(path, uid_t.max, group) != 0 { "chown" }
            else if lstat(path, &status) != 0 { "stat" }
            else if listen(descriptor, SOMAXCONN) != 0 { "listen" }
            else { nil }
        if let failedCall {
            let error = errno
            Glibc.close(descriptor)
            unlink(path)
            throw .systemCall(failedCall, path: path, errorNumber: error)
        }
        let created = ListeningSocket.CreatedFile(
            path: path, device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        return ListeningSocket(descriptor: descriptor, path: path, createdFile: created)
    }

    /// Creates the missing directories above the socket, mode 0755, like `mkdir -p`.
    private func createParentDirectory() throws(SocketSetupError) {
        var directory = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() {
            directory += "/" + component
            if mkdir(directory, 0o755) != 0, errno != EEXIST {
                throw .systemCall("mkdir '\(directory)'", path: path, errorNumber: errno)
            }
        }
    }

    /// Removes a socket file nobody listens on; refuses a live socket or a non-socket file.
    private func removeStaleSocket(at address: SocketAddress) throws(SocketSetupError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFSOCK else { throw .notASocket(path: path) }
        // Non-blocking, so a live daemon with a full backlog answers EAGAIN instead of stalling us.
        let probe = SocketAddress.makeStreamSocket(nonBlocking: true)
        guard probe >= 0 else { throw failure("socket") }
        let connected = address.withSocketAddress { connect(probe, $0, $1) }
        let error = errno
        Glibc.close(probe)
        if connected == 0 || error == EAGAIN || error == EINPROGRESS { throw .alreadyListening(path: path) }
        guard error == ECONNREFUSED else { throw .systemCall("connect (probing the existing socket)", path: path, errorNumber: error) }
        guard unlink(path) == 0 || errno == ENOENT else { throw failure("unlink (removing the stale socket)") }
    }

    private func failure(_ call: String) -> SocketSetupError {
        .systemCall(call, path: path, errorNumber: errno)
    }
}
