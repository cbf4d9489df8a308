import ChildProcessTesting
import Foundation
import Testing
@testable import Daemon

/// `liftd check-config` passes only what `liftd` can start with: each thing start-up would
/// refuse for a config reason is refused by check-config too (exit 78, file:line:col).
@Suite("check-config checks what start-up would refuse")
struct CheckConfigStartupTests {
    /// A config in `sandbox` with the state directory `state` and the `socket` lines given.
    private func config(_ sandbox: DaemonSandbox, state: String, socket: [String] = [], paths: [String] = []) throws -> String {
        let socketSection = socket.isEmpty ? "" : "socket:\n" + socket.map { "  " + $0 }.joined(separator: "\n")
        return try sandbox.write("check.yaml", """
            use-cases:
              - start-workout
            paths:
              state-directory: \(state)
            \(paths.map { "  " + $0 }.joined(separator: "\n"))
            \(socketSection)
            """)
    }

    private func liftd(_ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(try BuiltProducts.path("liftd"), arguments)
    }

    /// check-config refuses `path` with `problem` (exit 78, nothing on stdout), and liftd
    /// itself does not start with it (exit `startStatus`).
    private func expectRefused(_ path: String, saying problem: String, startStatus: Int32) async throws {
        let check = try await liftd(["check-config", path])
        #expect(check.status == 78, "\(check.standardError)")
        #expect(check.standardOutput.isEmpty)
        #expect(check.standardError.contains(problem), "\(check.standardError)")
        // Bounded: were the config accepted, the daemon would run until stopped (timeout says 124).
        let start = try await ProgramRun.run("/usr/bin/timeout", ["30", try BuiltProducts.path("liftd"), "--config", path])
        #expect(start.status == startStatus, "liftd --config exited \(start.status): \(start.standardError)")
    }

    @Test("A 205-byte socket path is refused by check-config and by start-up as a config problem at its line")
    func longSocketPath() async throws {
        let sandbox = try DaemonSandbox()
        let socket = sandbox.path + "/" + String(repeating: "s", count: 205 - sandbox.path.utf8.count - 1)
        #expect(socket.utf8.count == 205)
        let path = try config(sandbox, state: sandbox.path + "/var", socket: ["path: \(socket)"])
        let problem = "\(path):7:9: 'socket.path': the control socket path '\(socket)' is 205 bytes, "
            + "and a Unix socket address holds at most 107; set a shorter 'socket.path'"
        try await expectRefused(path, saying: problem, startStatus: 78)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/var"), "start-up created the state directory")
    }

    @Test("A socket path too long because of a long state directory is refused at the state directory")
    func longStateDirectory() async throws {
        let sandbox = try DaemonSandbox()
        let state = sandbox.path + "/" + String(repeating: "d", count: 100)
        let path = try config(sandbox, state: state)
        try await expectRefused(
            path, saying: "\(path):4:20: 'socket.path': the control socket path '\(state)/liftd.sock' is "
                + "\(state.utf8.count + 11) bytes, and a Unix socket address holds at most 107; it lies under the "
                + "state directory; set a shorter 'socket.path' or 'paths.state-directory'",
            startStatus: 78)
    }

    @Test("An unknown socket group is refused by check-config, as start-up refuses it")
    func unknownGroup() async throws {
        let sandbox = try DaemonSandbox()
        let path = try config(sandbox, state: sandbox.path + "/var",
                              socket: ["path: \(sandbox.socketPath)", "group: no-such-liftd-group"])
        try await expectRefused(
            path, saying: "\(path):8:10: 'socket.group': unknown group 'no-such-liftd-group' for control socket "
                + "'\(sandbox.socketPath)'",
            startStatus: 71)
    }

    @Test("A file that is not a socket at the socket's path is refused by check-config, as start-up refuses it")
    func fileAtSocketPath() async throws {
        let sandbox = try DaemonSandbox()
        let occupied = try sandbox.write("occupied", "not a socket")
        let path = try config(sandbox, state: sandbox.path + "/var", socket: ["path: \(occupied)"])
        try await expectRefused(
            path, saying: "\(path):7:9: 'socket.path': '\(occupied)' exists and is not a socket", startStatus: 71)
        #expect(try String(contentsOfFile: occupied, encoding: .utf8) == "not a socket\n")
    }

    @Test("A relative state directory is refused by check-config and start-up alike, at its line")
    func relativeStateDirectory() async throws {
        let sandbox = try DaemonSandbox()
        let path = try config(sandbox, state: "var", socket: ["path: \(sandbox.socketPath)"])
        try await expectRefused(
            path, saying: "\(path):4:20: 'state-directory': expected an absolute path (starting with /), found 'var', "
                + "which depends on the directory liftd starts in",
            startStatus: 78)
    }

    @Test("A state directory under a file, and a database that is a directory, are refused by check-config")
    func directoriesThatCannotBe() async throws {
        let sandbox = try DaemonSandbox()
        let file = try sandbox.write("plain-file", "x")
        let underFile = try config(sandbox, state: file + "/var", socket: ["path: \(sandbox.socketPath)"])
        try await expectRefused(
            underFile, saying: "\(underFile):4:20: 'paths.state-directory': '\(file)' is not a directory, "
                + "so '\(file)/var' cannot be created there",
            startStatus: 73)

        let database = sandbox.path + "/db-directory"
        try FileManager.default.createDirectory(atPath: database, withIntermediateDirectories: true)
        let directoryDatabase = try config(
            sandbox, state: sandbox.path + "/var", socket: ["path: \(sandbox.socketPath)"], paths: ["database: \(database)"])
        try await expectRefused(
            directoryDatabase,
            saying: "\(directoryDatabase):5:13: 'paths.database': '\(database)' is a directory; expected a database file",
            startStatus: 73)
    }
}
