import ChildProcessTesting
import Foundation
import Testing
@testable import Daemon

/// What liftd keeps on disk is private whatever the umask it is started with: the real
/// binary under `umask 000`.
@Suite("liftd's files are private whatever the umask")
struct FileModeTests {
    /// Runs liftd through `sh`, which sets the umask and then becomes liftd.
    private static let openUmask = ["/bin/sh", "-c", "umask 000 && exec \"$@\"", "sh"]

    private func mode(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return "missing" }
        return String(status.st_mode & 0o7777, radix: 8)
    }

    @Test("Under umask 000 the state and import directories are 0700, the database, its log and shared memory and an upload 0600, and the socket keeps its mode")
    func privateUnderOpenUmask() async throws {
        let sandbox = try DaemonSandbox(useCases: DaemonSandbox.standardUseCases + ["import"])
        let daemon = try DaemonProcess(sandbox, launcher: Self.openUmask)
        try await daemon.waitUntilReady()
        let status = try String(contentsOfFile: "/proc/\(daemon.processIdentifier)/status", encoding: .utf8)
        #expect(status.split(separator: "\n").contains("Umask:\t0000"), "liftd did not run under umask 000")
        _ = try result(of: try await daemon.request("start-workout name=Push"))
        _ = try result(of: try await daemon.request(#"log-set exercise="Squat (Barbell)" weight=100 reps=5"#))
        _ = try result(of: try await daemon.request(
            #"{"signal":"import-chunk","upload":"left-behind","offset":0,"size":18,"data":"RGF0ZSxXb3Jrb3V0IE5hbWUK"}"#))

        let state = sandbox.path + "/var"
        let modes = [
            "var": mode(state), "liftd.sqlite": mode(state + "/liftd.sqlite"), "-wal": mode(state + "/liftd.sqlite-wal"),
            "-shm": mode(state + "/liftd.sqlite-shm"), "import": mode(state + "/import"),
            ".uploads": mode(state + "/import/.uploads"), "uid folder": mode(state + "/import/.uploads/\(getuid())"),
            "upload": mode(state + "/import/.uploads/\(getuid())/left-behind.csv"),
            "socket": mode(sandbox.socketPath),
        ]
        print("file modes under umask 000: \(modes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))")
        #expect(modes == [
            "var": "700", "liftd.sqlite": "600", "-wal": "600", "-shm": "600", "import": "700", ".uploads": "700",
            "uid folder": "700", "upload": "600", "socket": "660",
        ])
        try await stopCleanly(daemon)
    }

    @Test("A socket mode set in the config is kept under umask 000")
    func configuredSocketMode() async throws {
        let sandbox = try DaemonSandbox(socket: ["mode: \"0666\""])
        let daemon = try DaemonProcess(sandbox, launcher: Self.openUmask)
        try await daemon.waitUntilReady()
        #expect(mode(sandbox.socketPath) == "666")
        #expect(mode(sandbox.path + "/var/liftd.sqlite") == "600")
        try await stopCleanly(daemon)
    }
}
