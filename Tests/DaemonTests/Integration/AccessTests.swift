import ChildProcessTesting
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// Access levels from the peer's real credentials: requests sent as `nobody` through socat.
@Suite("liftd access levels", .needsRoot("the peer connects as user nobody"), .needsTool("/usr/bin/setpriv", package: "util-linux"), .needsTool("/usr/bin/socat", package: "socat"))
struct AccessTests {
    private static let nobody: UInt32 = 65_534
    private static let requests = """
        ping id=1
        status id=2
        help id=3
        start-workout id=4
        reload id=5

        """

    /// Sends `requests` through socat running as `nobody`; returns the answer lines.
    private func sendAsNobody(_ daemon: DaemonProcess) async throws -> [String] {
        let setpriv = try BuiltProducts.tool("/usr/bin/setpriv", package: "util-linux")
        let socat = try BuiltProducts.tool("/usr/bin/socat", package: "socat")
        let run = try await ProgramRun.run(setpriv, [
            "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups",
            socat, "-t", "30", "-", "UNIX-CONNECT:" + daemon.sandbox.socketPath,
        ], input: Self.requests)
        #expect(run.status == 0, "socat as nobody failed: \(run.standardError)")
        return run.outputLines
    }

    @Test("a peer no rule names gets read access: read signals succeed, operator and admin ones are forbidden")
    func othersRead() async throws {
        let daemon = try await startDaemon(socket: [#"mode: "0666""#], extra: "access:\n  others: read")
        let lines = try await sendAsNobody(daemon)
        try #require(lines.count == 5)
        for line in lines[0...2] { #expect(try members(of: line)["ok"] == .bool(true)) }
        for line in lines[3...4] { #expect(try errorCode(of: line) == "forbidden") }
        #expect(try errorMessage(of: lines[3]) == "'start-workout' needs operator access; user nobody (uid 65534) has read")
        #expect(try errorMessage(of: lines[4]).hasPrefix("'reload' needs admin access"))
        // The daemon's own user (root here) is an admin.
        #expect(try members(of: try await daemon.request("start-workout id=9"))["ok"] == .bool(true))
        try await stopCleanly(daemon)
    }

    @Test("an operator rule naming the peer's uid allows data signals but not reload")
    func operatorByUserID() async throws {
        let daemon = try await startDaemon(
            socket: [#"mode: "0666""#], extra: "access:\n  others: none\n  operator:\n    uids: [\(Self.nobody)]")
        let lines = try await sendAsNobody(daemon)
        try #require(lines.count == 5)
        for line in lines[0...3] { #expect(try members(of: line)["ok"] == .bool(true)) }
        #expect(try errorCode(of: lines[4]) == "forbidden")
        try await stopCleanly(daemon)
    }

    @Test("a peer whose level is none may not even ping")
    func othersNone() async throws {
        let daemon = try await startDaemon(socket: [#"mode: "0666""#], extra: "access:\n  others: none")
        let lines = try await sendAsNobody(daemon)
        try #require(lines.count == 5)
        for line in lines { #expect(try errorCode(of: line) == "forbidden") }
        try await stopCleanly(daemon)
    }
}
