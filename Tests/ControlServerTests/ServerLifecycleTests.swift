import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import TestSupport
import Testing
@testable import ControlServer

/// Waits until the server has begun stopping: the moment `stop` has marked it.
private func waitUntilStopping(_ server: ControlServer) async throws {
    try await eventually("the server to begin stopping") { server.isStopping }
}

/// A started server that holds each request for `signal` in its handler, opening `started`
/// when one arrives and answering it (with `answer`, else an echo) once the test opens
/// `release`; other requests are echoed at once.
private struct HeldRequestServer {
    let running: RunningServer
    let started = Gate("the held request to reach the handler")
    let release = Gate("the test to release the held request")
    var server: ControlServer { running.server }
    var path: String { running.path }

    init(holding signal: String, answer: String? = nil) throws {
        let started = self.started, release = self.release
        running = try startServer(handler: { line, peer in
            guard (try? line.parse().signal) == signal else { return await echoHandler(line, peer) }
            await started.open()
            await release.wait()
            if let answer { return Response.success(.string(answer)) }
            return await echoHandler(line, peer)
        })
    }
}

@Test("stop lets the request in flight finish and answers it, but starts no new ones")
func stopFinishesInFlight() async throws {
    let held = try HeldRequestServer(holding: "slow")
    let server = held.server, path = held.path, running = held.running
    async let lines = exchange(path, Array("slow id=1\nping id=2\n".utf8))
    await held.started.wait()
    async let stopped: Void = server.stop(gracePeriod: .seconds(60))
    try await waitUntilStopping(server)
    await held.release.open()
    #expect(try await lines.map { try members(of: $0)["id"] } == [.integer(1)])
    await stopped
    #expect(access(running.path, F_OK) != 0)
}

@Test("stop closes a connection whose request outlives the grace period, and cancels that request")
func stopForcesStuckRequest() async throws {
    let started = Gate("the hanging request to start"), cancelled = Gate("the hanging request to be cancelled")
    let running = try startServer(handler: { line, peer in
        await started.open()
        try? await Task.sleep(for: .seconds(3600))
        if Task.isCancelled { await cancelled.open() }
        return await echoHandler(line, peer)
    })
    let path = running.path
    async let lines = exchange(path, Array("hang id=1\n".utf8))
    await started.wait()
    await running.server.stop(gracePeriod: .milliseconds(20))
    #expect(try await lines.isEmpty)
    await cancelled.wait()
    #expect(running.server.clientCount == 0)
}

@Test("a request past the deadline is answered deadline-exceeded with its id and cancelled; the next is answered")
func requestDeadline() async throws {
    let cancelled = Gate("the request past its deadline to be cancelled")
    let running = try startServer(adjust: { $0.requestDeadline = .milliseconds(20) }, handler: { line, peer in
        if (try? line.parse().signal) == "hang" {
            try? await Task.sleep(for: .seconds(3600))
            if Task.isCancelled { await cancelled.open() }
        }
        return await echoHandler(line, peer)
    })
    let lines = try await exchange(running.path, Array("hang id=9\nping id=10\n".utf8), finishSending: true)
    #expect(lines.count == 2)
    #expect(try errorCode(of: lines.first) == "deadline-exceeded")
    #expect(try members(of: lines.first)["id"] == .integer(9))
    #expect(try members(of: lines.last)["id"] == .integer(10))
    await cancelled.wait()
    await running.stop()
}

@Test("a client that disconnects before its answer is written neither crashes nor blocks the server")
func clientVanishes() async throws {
    let held = try HeldRequestServer(holding: "big", answer: String(repeating: "z", count: 4_000_000))
    let path = held.path, running = held.running
    try await offPool {
        let client = try TestClient(path: path)
        try client.send("big\n")
    }
    await held.started.wait()
    await held.release.open()
    let lines = try await exchange(path, Array("ping id=1\n".utf8), finishSending: true)
    #expect(try members(of: lines.first)["id"] == .integer(1))
    await running.server.stop(gracePeriod: .seconds(60))
    #expect(running.server.clientCount == 0)
}

@Test("stop before start removes the socket file, and start after stop does nothing")
func stopBeforeStart() async throws {
    let directory = try TemporaryDirectory()
    let settings = SocketSettings.defaults(path: directory.path + "/liftd.sock")
    let server = try ControlServer(listener: try ListeningSocket.bind(settings), settings: settings, handler: echoHandler)
    await server.stop()
    try server.start()
    #expect(access(settings.path, F_OK) != 0)
    #expect(throws: TestClient.Failure.self) { try TestClient(path: settings.path) }
}

@Test("stopAccepting returns with the socket closed and its file gone; the request in flight is still answered")
func stopAcceptingRefusesNewClients() async throws {
    let held = try HeldRequestServer(holding: "slow")
    let path = held.path, running = held.running
    async let lines = exchange(path, Array("slow id=1\n".utf8))
    await held.started.wait()
    await running.server.stopAccepting()
    #expect(access(path, F_OK) != 0)
    #expect(throws: TestClient.Failure.self) { _ = try TestClient(path: path) }
    await held.release.open()
    #expect(try await lines.map { try members(of: $0)["id"] } == [.integer(1)])
    await running.stop()
}
