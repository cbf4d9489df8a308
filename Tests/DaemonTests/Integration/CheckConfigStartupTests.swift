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

    @Test("check-config reports the plugins', the schedules' and start-up's problems together, in file order, in one run")
    func everyProblemInOneRun() async throws {
        let sandbox = try DaemonSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path + "/db-dir", withIntermediateDirectories: true)
        let options = try sandbox.write("options.yaml", """
            use-cases:
              - start-workout
              - import: {upload-space: 0}
            paths:
              state-directory: \(sandbox.path)/var
              database: \(sandbox.path)/db-dir
            socket:
              group: no-such-group-for-liftd
            """)
        let first = try await liftd(["check-config", options])
        #expect(first.status == 78, "\(first.standardError)")
        let lines = first.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(first.standardError)")
        #expect(lines.map { $0.split(separator: ":")[1] } == ["3", "6", "8"], "in file order: \(lines)")
        #expect(lines.first?.contains("upload-space") == true && lines.last?.contains("socket.group") == true, "\(lines)")

        let schedules = try sandbox.write("schedules.yaml", """
            use-cases:
              - start-workout
            paths:
              state-directory: \(sandbox.path)/var
              database: \(sandbox.path)/db-dir
            schedules:
              broken:
                cron: "61 * * * *"
                signal: start-workout
            """)
        let second = try await liftd(["check-config", schedules])
        #expect(second.status == 78, "\(second.standardError)")
        let found = second.standardError.split(separator: "\n").map(String.init)
        #expect(found.count == 2, "\(second.standardError)")
        #expect(found.first?.contains("paths.database") == true && found.last?.contains("invalid cron expression") == true,
                "\(found)")
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
