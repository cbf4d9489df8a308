import Foundation
import Glibc
import TestSupport
import Testing
@testable import ControlServer

/// Leaves a socket file at `path` that nobody listens on, as a crashed daemon would.
private func leaveStaleSocket(at path: String) throws {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    let bound = try SocketAddress(path: path).withSocketAddress { bind(descriptor, $0, $1) }
    Glibc.close(descriptor)
    try #require(bound == 0)
}

private func fileMode(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode : nil
}

@Test("binding creates the parent directory and applies the configured mode")
func bindAppliesMode() throws {
    let directory = try TemporaryDirectory()
    var settings = SocketSettings.defaults(path: directory.path + "/a/b/liftd.sock")
    settings.mode = 0o600
    let listener = try ListeningSocket.bind(settings)
    let mode = try #require(fileMode(settings.path))
    #expect(mode & S_IFMT == S_IFSOCK)
    #expect(mode & 0o7777 == 0o600)
    settings.mode = 0o666
    listener.close()
    let second = try ListeningSocket.bind(settings)
    #expect(fileMode(settings.path).map { $0 & 0o7777 } == 0o666)
    second.close()
}

@Test("the configured group is applied by number; an unknown group name is a clear error")
func bindGroup() throws {
    let directory = try TemporaryDirectory()
    var settings = SocketSettings.defaults(path: directory.path + "/liftd.sock")
    settings.group = String(getgid())
    let listener = try ListeningSocket.bind(settings)
    var status = stat()
    #expect(lstat(settings.path, &status) == 0 && status.st_gid == getgid())
    listener.close()
    if let entry = getgrgid(getgid()) {
        settings.group = String(cString: entry.pointee.gr_name)
        let byName = try ListeningSocket.bind(settings)
        #expect(lstat(settings.path, &status) == 0 && status.st_gid == getgid())
        byName.close()
    }
    settings.group = "no-such-group-for-liftd"
    #expect(throws: SocketSetupError.unknownGroup("no-such-group-for-liftd", path: settings.path)) {
        try ListeningSocket.bind(settings)
    }
    #expect(fileMode(settings.path) == nil)
}

@Test("closing removes the socket file this process created")
func closeRemovesFile() throws {
    let directory = try TemporaryDirectory()
    let settings = SocketSettings.defaults(path: directory.path + "/liftd.sock")
    let listener = try ListeningSocket.bind(settings)
    #expect(fileMode(settings.path) != nil)
    listener.close()
    #expect(fileMode(settings.path) == nil)
}

@Test("closing leaves alone a socket file that another process put at the path since")
func closeKeepsReplacedFile() throws {
    let directory = try TemporaryDirectory()
    let settings = SocketSettings.defaults(path: directory.path + "/liftd.sock")
    let listener = try ListeningSocket.bind(settings)
    unlink(settings.path)
    try leaveStaleSocket(at: settings.path)
    listener.close()
    #expect(fileMode(settings.path) != nil)
}

@Test("a stale socket file left by a crash is replaced")
func staleSocketReplaced() async throws {
    let directory = try TemporaryDirectory()
    let settings = SocketSettings.defaults(path: directory.path + "/liftd.sock")
    try leaveStaleSocket(at: settings.path)
    let server = try ControlServer(listener: try ListeningSocket.bind(settings), settings: settings, handler: echoHandler)
    try server.start()
    let lines = try await exchange(settings.path, Array("ping id=1\n".utf8), finishSending: true)
    #expect(try members(of: lines.first)["id"] == .integer(1))
    await server.stop()
}

@Test("a live socket is not stolen: binding fails naming the path, and the first server keeps serving")
func liveSocketNotStolen() async throws {
    let running = try startServer()
    #expect(throws: SocketSetupError.alreadyListening(path: running.path)) {
        try ListeningSocket.bind(running.settings)
    }
    #expect(SocketSetupError.alreadyListening(path: running.path).description.contains(running.path))
    let lines = try await exchange(running.path, Array("ping id=1\n".utf8), finishSending: true)
    #expect(try members(of: lines.first)["id"] == .integer(1))
    await running.stop()
}

@Test("a file that is not a socket is never replaced")
func notASocket() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("liftd.sock", "precious")
    #expect(throws: SocketSetupError.notASocket(path: path)) {
        try ListeningSocket.bind(.defaults(path: path))
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious")
}

@Test("a path too long for a socket address is a clear error")
func pathTooLong() throws {
    let path = "/tmp/" + String(repeating: "p", count: 200)
    #expect(throws: SocketSetupError.pathTooLong(path: path, limit: 107)) {
        try ListeningSocket.bind(.defaults(path: path))
    }
}

@Test("an inherited listening socket is adopted and served; its file is left in place")
func adoptInheritedSocket() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/activated.sock"
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    try #require(try SocketAddress(path: path).withSocketAddress { bind(descriptor, $0, $1) } == 0)
    try #require(listen(descriptor, 16) == 0)
    let listener = try ListeningSocket(adopting: descriptor)
    #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
    #expect(listener.path == path)
    let settings = SocketSettings.defaults(path: path)
    let server = try ControlServer(listener: listener, settings: settings, handler: echoHandler)
    try server.start()
    let lines = try await exchange(path, Array("ping id=1\n".utf8), finishSending: true)
    #expect(try members(of: lines.first)["id"] == .integer(1))
    await server.stop()
    #expect(fileMode(path) != nil)
}

@Test("adopting a descriptor that is not a listening socket is refused")
func adoptRejectsNonListening() throws {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { Glibc.close(descriptor) }
    #expect(throws: SocketSetupError.notAListeningSocket(descriptor: descriptor)) {
        try ListeningSocket(adopting: descriptor)
    }
    let file = open("/dev/null", O_RDONLY)
    defer { Glibc.close(file) }
    #expect(throws: SocketSetupError.notAListeningSocket(descriptor: file)) {
        try ListeningSocket(adopting: file)
    }
}
