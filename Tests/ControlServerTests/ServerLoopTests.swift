import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import Synchronization
import TestSupport
import Testing
@testable import ControlServer

/// The clients (by index) that have had at least one answer.
private final class AnsweredClients: Sendable {
    private let indices = Mutex<Set<Int>>([])
    var count: Int { indices.withLock { $0.count } }
    func note(_ index: Int) { indices.withLock { _ = $0.insert(index) } }
}

private func waitForClients(_ server: ControlServer, count: Int) async throws {
    try await eventually("\(count) clients connected") { server.clientCount == count }
}

@Suite("Control server loop")
struct ServerLoopTests {
    @Test("A request and the end of input that arrive together while the loop is busy are both seen")
    func requestAndEndTogether() async throws {
        let entered = Gate("the held request to reach its handler"), hold = ThreadHold()
        let running = try startServer(loopCount: 1, handler: { line, peer in
            if (try? line.parse().signal) == "hold" {
                await entered.open()
                hold.block()
            }
            return await echoHandler(line, peer)
        })
        let path = running.path
        let late = try TestClient(path: path)
        try await waitForClients(running.server, count: 1)
        let holder = try TestClient(path: path)
        try holder.send("hold id=1\n")
        await entered.wait()
        try late.send("ping id=2\n")
        late.finishSending()
        hold.release()
        let lines = try await offPool { try late.readAllLines() }
        #expect(try lines.map { try members(of: $0)["id"] } == [.integer(2)])
        #expect(try members(of: try await offPool { try holder.readLine() })["id"] == .integer(1))
        await running.stop()
    }

    @Test("Clients are handed to the loops in turn, and each client's requests run on its loop's thread")
    func clientsSpreadOverLoops() async throws {
        let threads = Mutex<[Int: [pthread_t]]>([:])
        let running = try startServer(loopCount: 2, handler: { line, peer in
            if case .integer(let client)? = try? line.parse().fields["client"] {
                threads.withLock { $0[client, default: []].append(pthread_self()) }
            }
            return await echoHandler(line, peer)
        })
        let path = running.path
        for client in 0..<4 {
            _ = try await exchange(path, Array("ping client=\(client)\nping client=\(client)\n".utf8), finishSending: true)
        }
        let seen = threads.withLock { $0 }
        func same(_ first: pthread_t?, _ second: pthread_t?) -> Bool {
            guard let first, let second else { return false }
            return pthread_equal(first, second) != 0
        }
        #expect((0..<4).allSatisfy { seen[$0]?.count == 2 && same(seen[$0]?[0], seen[$0]?[1]) })
        #expect(same(seen[0]?[0], seen[2]?[0]) && same(seen[1]?[0], seen[3]?[0]))
        #expect(!same(seen[0]?[0], seen[1]?[0]))
        #expect(!same(seen[0]?[0], pthread_self()) && !same(seen[1]?[0], pthread_self()))
        await running.stop()
    }

    @Test("A client that pipelines large answers without reading them does not hold up other clients")
    func unreadAnswersDoNotBlock() async throws {
        let answer = Response.success(.string(String(repeating: "w", count: 200_000)))
        let running = try startServer(loopCount: 1, handler: { line, peer in
            (try? line.parse().signal) == "big" ? answer : await echoHandler(line, peer)
        })
        let path = running.path
        let greedy = try TestClient(path: path)
        try greedy.send(String(repeating: "big\n", count: 50))
        let other = try await exchange(path, Array("ping id=7\n".utf8), finishSending: true)
        #expect(try members(of: other.first)["id"] == .integer(7))
        let answers = try await offPool { try (0..<50).map { _ in try greedy.readLine() } }
        #expect(answers.allSatisfy { $0 == answer })
        await running.stop()
    }

    @Test("A client that stops reading its answer is closed once the idle timeout passes without progress")
    func stalledReaderIsClosed() async throws {
        let answering = Gate("the big answer to start")
        let running = try startServer(adjust: { $0.idleTimeout = .milliseconds(50) }, handler: { _, _ in
            await answering.open()
            return Response.success(.string(String(repeating: "s", count: 2_000_000)))
        })
        // The request is read as the server takes the client on: the 50 ms can run out only
        // once the answer stalls, however late this test runs.
        let stalled = try await running.connectWhileAcceptingIsHeld(sending: "big\n")
        await answering.wait()
        try await waitForClients(running.server, count: 0)
        // Reading blocks: on a thread of its own, never on the cooperative pool.
        await #expect(throws: TestClient.Failure.self) { try await offPool { try stalled.readAllLines() } }
        await running.stop()
    }
}

@Suite("Control server clients across loops")
struct ServerLoopClientTests {
    /// The threads requests ran on, in request order.
    private final class ThreadLog: Sendable {
        private let threads = Mutex<[pthread_t]>([])
        func noteCurrent() { threads.withLock { $0.append(pthread_self()) } }
        var all: [pthread_t] { threads.withLock { $0 } }
    }

    @Test("A client stays on the loop it was handed to, request after request")
    func clientStaysOnItsLoop() async throws {
        let threads = ThreadLog()
        let running = try startServer(loopCount: 2, handler: { line, peer in
            threads.noteCurrent()
            return await echoHandler(line, peer)
        })
        let client = try TestClient(path: running.path)
        let ids = try await offPool {
            try (1...40).map { id in
                try client.send("ping id=\(id)\n")
                return try members(of: try client.readLine())["id"]
            }
        }
        #expect(ids == (1...40).map { JSONValue.integer($0) })
        let seen = threads.all
        #expect(seen.count == 40 && seen.allSatisfy { pthread_equal($0, seen[0]) != 0 })
        #expect(running.server.clientCount == 1)
        await running.stop()
    }

    @Test("Stopping while busy clients are spread over several loops closes every connection", .timeLimit(.minutes(1)))
    func stopWhileBusyOnSeveralLoops() async throws {
        let running = try startServer(loopCount: 3)
        let path = running.path
        let answered = AnsweredClients()
        // Each client pings until the server ends its connection: a failed send, or the end of
        // the stream where the next answer would be (a read that waits past its bound throws).
        let busy = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<6 {
                    group.addTask {
                        try await offPool {
                            let client = try TestClient(path: path)
                            while (try? client.send("ping\n")) != nil, try client.readLine() != nil {
                                answered.note(index)
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
        try await waitForClients(running.server, count: 6)
        try await eventually("each of the 6 clients answered at least once") { answered.count == 6 }
        await running.stop()
        // Every client's connection was ended by the stop: the clients' loops have returned.
        try await busy.value
        #expect(running.server.clientCount == 0)
    }
}
