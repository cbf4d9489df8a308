import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import TestSupport
import Testing
@testable import Daemon

/// Whatever other users hold, an admin (root here: liftd's own user) still gets a subscriber
/// place and a connection. The crowds connect as user nobody, a read-level peer.
@Suite("liftd keeps places for admins", .needsRoot("the crowd connects as user nobody"), .needsTool("/usr/bin/setpriv", package: "util-linux"))
struct AdminSlotTests {
    private static let nobody = 65_534

    /// Subscribes `argv[2]` connections to `argv[1]` (events=reload, so none arrives), prints
    /// how many were confirmed and the messages of those refused as one JSON line, then keeps
    /// them open until its input closes.
    private static let subscriberCrowd = """
        import json, socket, sys
        subscribed, refusals, held = 0, [], []
        for n in range(int(sys.argv[2])):
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.settimeout(20)
            s.connect(sys.argv[1])
            s.sendall(b"subscribe events=reload\\n")
            reader = s.makefile("rb")
            answer = json.loads(reader.readline())
            if answer.get("event") == "subscribed":
                subscribed += 1
            elif answer.get("error", {}).get("code") == "too-many-subscribers":
                refusals.append(answer["error"]["message"])
            else:
                raise SystemExit("unexpected answer: %r" % answer)
            held.append((s, reader))
        print(json.dumps({"subscribed": subscribed, "refusals": refusals}), flush=True)
        sys.stdin.read()
        """

    /// Opens `argv[2]` connections to `argv[1]` at once, sends `ping id=N` on each and prints
    /// each first line, keeping every connection open; then prints the answer to `ping id=99`
    /// on the first.
    private static let pingCrowd = """
        import socket, sys
        held = []
        for n in range(int(sys.argv[2])):
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.settimeout(20)
            s.connect(sys.argv[1])
            try:
                s.sendall(b"ping id=%d\\n" % n)
            except OSError:
                pass
            reader = s.makefile("rb")
            print(reader.readline().decode().strip(), flush=True)
            held.append((s, reader))
        held[0][0].sendall(b"ping id=99\\n")
        print(held[0][1].readline().decode().strip(), flush=True)
        """

    /// The command line running the Python `script` with `arguments` as user nobody.
    private func asNobody(_ script: String, _ arguments: [String]) throws -> [String] {
        let setpriv = try BuiltProducts.tool("/usr/bin/setpriv", package: "util-linux")
        return [setpriv, "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups",
                "/usr/bin/python3", "-c", script] + arguments
    }

    @Test("With 16 subscribers wanted by a read-level user, 15 get in and root's subscribe is still accepted",
          .timeLimit(.minutes(1)))
    func adminSubscribesPastACrowd() async throws {
        let daemon = try await startDaemon(socket: [#"mode: "0666""#], extra: "access:\n  others: read")
        let path = daemon.sandbox.socketPath
        let crowd = try SpawnedProcess(try asNobody(Self.subscriberCrowd, [path, "16"]),
                                       environment: ["PATH": "/usr/bin:/bin"], feedsInput: true)
        defer { crowd.killUnlessEnded() }
        let report = EventLog<String>(name: "the crowd's output")
        SpawnedProcess.readLines(of: crowd.standardOutput, { report.append($0) }, atEnd: { report.close() })
        let errors = ReadToEnd(crowd.standardError)
        let line = try await offPool { try report.waitForEvent("the crowd's counts") { $0.hasPrefix("{") }.event }
        let counts = try members(of: line)
        #expect(counts["subscribed"] == .integer(15), "\(line)")
        #expect(counts["refusals"] == .array([.string(
            "the last of 16 subscriber places (socket.max-subscribers) is kept for admins")]), "\(line)")

        let admin = try await EventSubscriber.subscribed(path: path)
        // The places are bounded all the same: with the admins' place taken, nobody else gets one.
        let late = try await EventSubscriber(path: path).nextLine()
        #expect(late["error"]?["code"] == .string("too-many-subscribers"), "\(late)")
        withExtendedLifetime(admin) {}

        crowd.finishInput(with: "")
        let ending = try await offPool { crowd.waitForEnd() }
        #expect(ending == "EXITED=0", "the crowd failed: \(errors.wait())")
        try await stopCleanly(daemon)
    }

    @Test("A user beyond max-clients-per-uid is refused, and its first connection keeps working",
          .timeLimit(.minutes(1)))
    func perUserLimitHoldsOthers() async throws {
        let daemon = try await startDaemon(socket: [#"mode: "0666""#, "max-clients-per-uid: 1"])
        let command = try asNobody(Self.pingCrowd, [daemon.sandbox.socketPath, "2"])
        let run = try await ProgramRun.run(command[0], Array(command.dropFirst()))
        #expect(run.status == 0, "the crowd failed: \(run.standardError)")
        try #require(run.outputLines.count == 3, "\(run.outputLines)")
        #expect(try members(of: run.outputLines[0])["id"] == .integer(0), "\(run.outputLines[0])")
        #expect(try errorCode(of: run.outputLines[1]) == "too-many-clients")
        #expect(try errorMessage(of: run.outputLines[1]) == "uid 65534 has 1 connections already, the most one user may have")
        #expect(try members(of: run.outputLines[2])["id"] == .integer(99), "\(run.outputLines[2])")
        try await stopCleanly(daemon)
    }

    @Test("An admin is not held to max-clients-per-uid: three connections of root's are each answered",
          .timeLimit(.minutes(1)))
    func adminPastPerUserLimit() async throws {
        let daemon = try await startDaemon(socket: ["max-clients-per-uid: 1"])
        let path = daemon.sandbox.socketPath
        let answers = try await offPool { () throws -> [String?] in
            let clients = try (0..<3).map { _ in try TestClient(path: path) }
            return try clients.enumerated().map { index, client in
                try client.send("ping id=\(index)\n")
                return try client.readLine()
            }
        }
        for (index, answer) in answers.enumerated() {
            #expect(try members(of: answer)["id"] == .integer(index), "connection \(index): \(answer ?? "no answer")")
        }
        try await stopCleanly(daemon)
    }
}

/// Subscribers hold places of their own, not client slots.
@Suite("liftd's subscribers hold no client slot")
struct SubscriberBudgetTests {
    @Test("With max-clients subscribers connected, requests on as many other connections are still answered",
          .timeLimit(.minutes(1)))
    func subscribersLeaveClientSlots() async throws {
        let daemon = try await startDaemon(socket: ["max-clients: 2", "admin-reserve: 0", "max-subscribers: 3"])
        let path = daemon.sandbox.socketPath
        let subscribers = [try await EventSubscriber.subscribed(path: path), try await EventSubscriber.subscribed(path: path)]
        let (answers, refused) = try await offPool { () throws -> ([String?], [String]) in
            let clients = try (0..<2).map { _ in try TestClient(path: path) }
            let answers = try clients.enumerated().map { index, client in
                try client.send("ping id=\(index)\n")
                return try client.readLine()
            }
            // max-clients still bounds the clients.
            return (answers, try TestClient(path: path).readAllLines())
        }
        for (index, answer) in answers.enumerated() {
            #expect(try members(of: answer)["id"] == .integer(index), "client \(index): \(answer ?? "no answer")")
        }
        #expect(try errorCode(of: refused.first) == "too-many-clients", "\(refused)")
        withExtendedLifetime(subscribers) {}  // they stayed subscribed throughout
        try await stopCleanly(daemon)
    }
}
