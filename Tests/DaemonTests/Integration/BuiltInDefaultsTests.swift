import Foundation
import Testing
import TestSupport

/// `scripts/run`: liftd with no `--config` and no `STATE_DIRECTORY`, as a user who just
/// cloned the project starts it.
@Suite("liftd on its built-in defaults")
struct BuiltInDefaultsTests {
    @Test("In an empty working directory liftd starts, keeps everything under ./var, and answers on ./var/liftd.sock")
    func startsInEmptyDirectory() async throws {
        let sandbox = try DaemonSandbox()
        let workingDirectory = sandbox.path + "/clone"
        try FileManager.default.createDirectory(atPath: workingDirectory, withIntermediateDirectories: false)
        // `env -C` starts liftd in that directory; the environment has no STATE_DIRECTORY.
        let daemon = try DaemonProcess(sandbox, arguments: [], launcher: ["/usr/bin/env", "-C", workingDirectory])
        try await daemon.waitUntilReady()
        let state = workingDirectory + "/var"
        for folder in ["import/inbox", "import/done", "import/failed"] {
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: state + "/" + folder, isDirectory: &isDirectory) && isDirectory.boolValue,
                    "\(folder) under ./var")
        }
        let lines = try await exchange(state + "/liftd.sock", Array("ping id=1\n".utf8), finishSending: true)
        #expect(try result(of: try #require(lines.first))["pong"] == .bool(true))
        try await stopCleanly(daemon)
    }
}
