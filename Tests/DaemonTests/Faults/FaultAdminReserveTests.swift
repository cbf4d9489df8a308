import ChildProcessTesting
import Foundation
import Glibc
import TestSupport
import Testing

/// With every ordinary slot taken, an admin still gets in: the slots `socket.admin-reserve`
/// keeps.
@Suite("Fault: an admin gets in past a crowd", .needsRoot("the crowd connects as user nobody"), .needsTool("/usr/bin/setpriv", package: "util-linux"))
struct FaultAdminReserveTests {
    private static let nobody = 65_534

    /// Holds `count` connections as `nobody`, each sending one ping; prints how many were
    /// served and refused, then keeps them open until its input closes.
    private static let crowd = """
        import json, socket, sys
        served = refused = 0
        held = []
        for n in range(int(sys.argv[2])):
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.settimeout(20)
            s.connect(sys.argv[1])
            try:
                s.sendall(b"ping\\n")
            except OSError:
                pass
            line = s.makefile("rb").readline()
            answer = json.loads(line)
            if answer.get("ok"):
                served += 1
            elif answer["error"]["code"] == "too-many-clients":
                refused += 1
            else:
                raise SystemExit("unexpected answer: %r" % line)
            held.append(s)
        print("served=%d refused=%d" % (served, refused), flush=True)
        sys.stdin.read()
        """

    @Test("With every ordinary slot taken by a crowd, an admin connects and is answered", .timeLimit(.minutes(1)))
    func adminGetsIn() async throws {
        let daemon = try await startDaemon(
            socket: [#"mode: "0666""#, "max-clients: 8", "admin-reserve: 2"], extra: "access:\n  others: operator")
        let setpriv = try BuiltProducts.tool("/usr/bin/setpriv", package: "util-linux")
        let crowd = try SpawnedProcess([
            setpriv, "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups",
            "/usr/bin/python3", "-c", Self.crowd, daemon.sandbox.socketPath, "20",
        ], environment: ["PATH": "/usr/bin:/bin"], feedsInput: true)
        defer { crowd.killUnlessEnded() }
        let report = EventLog<String>(name: "the crowd's output")
        SpawnedProcess.readLines(of: crowd.standardOutput, { report.append($0) }, atEnd: { report.close() })
        let errors = ReadToEnd(crowd.standardError)
        let counts = try await offPool { try report.waitForEvent("the crowd's served and refused counts") { $0.hasPrefix("served=") }.event }
        // The crowd's script fails unless each client got an answer or a too-many-clients
        // refusal (its exit status is checked below), so only the split is left to check here.
        let served = try #require(counts.split(separator: " ").first?.split(separator: "=").last.flatMap { Int($0) })
        #expect((1...6).contains(served), "the crowd was not held to the 6 ordinary slots: \(counts)")

        let admin = try await daemon.request("ping id=1")
        #expect(try members(of: admin)["id"] == .integer(1), "the admin was not let in: \(admin)")

        crowd.finishInput(with: "")
        let ending = try await offPool { crowd.waitForEnd() }
        #expect(ending == "EXITED=0", "the crowd failed: \(errors.wait())")
        try await stopCleanly(daemon)
    }
}
