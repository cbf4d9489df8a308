import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import Synchronization
import TestSupport
import Testing
@testable import ControlServer

/// Waits, polling within a bound, until `server` counts `count` clients.
private func waitForClientCount(_ server: ControlServer, _ count: Int) async throws {
    for _ in 0..<20_000 {
        if server.clientCount == count { return }
        try await Task.sleep(for: .milliseconds(1))
    }
    Issue.record("waited for \(count) connected clients; \(server.clientCount) are still connected")
}

/// Sends one byte at a time, each after `interval`, until the server answers or closes;
/// returns the lines it then sent. Fails once `maximumBytes` went out with no answer.
private func trickle(_ client: TestClient, interval: Int32, maximumBytes: Int) throws -> [String] {
    for _ in 0..<maximumBytes {
        guard (try? client.send("p")) != nil else { break }
        var watch = pollfd(fd: client.descriptor, events: Int16(POLLIN), revents: 0)
        if poll(&watch, 1, interval) > 0 { break }
    }
    let lines = try client.readAllLines()
    if lines.isEmpty { Issue.record("a trickling client got no answer after \(maximumBytes) bytes") }
    return lines
}

@Suite("Control server client limits")
struct ClientLimitTests {
    @Test("Clients trickling a line byte by byte are closed at the line timeout, and another client then gets served")
    func tricklingClientsAreClosed() async throws {
        let running = try startServer(adjust: {
            $0.maximumClients = 8
            $0.adminReserve = 0
            $0.idleTimeout = .seconds(3_600)
            $0.lineTimeout = .milliseconds(300)
        })
        let path = running.path
        let tricklers = try (0..<8).map { _ in try TestClient(path: path) }
        try await waitForClientCount(running.server, 8)
        let refused = try await offPool { try TestClient(path: path).readAllLines() }
        #expect(try errorCode(of: refused.first) == "too-many-clients")
        let answers = try await withThrowingTaskGroup(of: [String].self) { group in
            for client in tricklers {
                group.addTask { try await offPool { try trickle(client, interval: 20, maximumBytes: 1_000) } }
            }
            return try await group.reduce(into: [[String]]()) { $0.append($1) }
        }
        for lines in answers {
            #expect(lines.count == 1)
            #expect(try errorCode(of: lines.first) == "idle-timeout")
            #expect(lines.first?.contains("no complete request line within") == true)
        }
        try await waitForClientCount(running.server, 0)
        let served = try await exchange(path, Array("ping id=9\n".utf8), finishSending: true)
        #expect(try members(of: served.first)["id"] == .integer(9))
        await running.stop()
    }

    @Test("Blank lines sent now and then keep no client connected past the line timeout")
    func blankLinesDoNotKeepAlive() async throws {
        let running = try startServer(adjust: {
            $0.idleTimeout = .seconds(3_600)
            $0.lineTimeout = .milliseconds(300)
        })
        let client = try TestClient(path: running.path)
        let lines = try await offPool { () throws -> [String] in
            for _ in 0..<1_000 {
                guard (try? client.send("\n")) != nil else { break }
                var watch = pollfd(fd: client.descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&watch, 1, 20) > 0 { break }
            }
            return try client.readAllLines()
        }
        #expect(lines.count == 1)
        #expect(try errorCode(of: lines.first) == "idle-timeout")
        await running.stop()
    }

    @Test("A uid gets at most max-clients-per-uid connections; the next is refused until one of them leaves")
    func perUserLimit() async throws {
        let running = try startServer(adjust: { $0.maximumClientsPerUser = 2 })
        let path = running.path
        let (answers, refused) = try await offPool { () throws -> ([String?], [String]) in
            let first = try TestClient(path: path), second = try TestClient(path: path)
            let answers = try [first, second].map { client in
                try client.send("ping\n")
                return try client.readLine()
            }
            return (answers, try TestClient(path: path).readAllLines())
        }
        for answer in answers { #expect(try errorCode(of: answer) == nil) }
        #expect(refused.count == 1)
        #expect(try errorCode(of: refused.first) == "too-many-clients")
        #expect(refused.first?.contains("uid \(getuid()) has 2 connections already") == true)
        try await waitForClientCount(running.server, 0)
        let again = try await exchange(path, Array("ping id=3\n".utf8), finishSending: true)
        #expect(try members(of: again.first)["id"] == .integer(3))
        await running.stop()
    }

    /// Connects clients to a server with 3 slots, one of them kept for admins, and returns
    /// each one's first line: an answer to `ping`, or the refusal it got.
    private func connectToReservedServer(admin: Bool, clients: Int) async throws -> [String?] {
        let ownUser = getuid()
        let running = try startServer(adjust: {
            $0.maximumClients = 3
            $0.adminReserve = 1
        }, isAdmin: { peer in admin && peer.userID == ownUser })
        let path = running.path
        let lines = try await offPool {
            let connected = try (0..<clients).map { _ in try TestClient(path: path) }
            return try connected.map { client in
                try? client.send("ping\n")
                return try client.readLine()
            }
        }
        await running.stop()
        return lines
    }

    @Test("The slots kept for admins are refused to a client that is no admin")
    func reserveRefusesOthers() async throws {
        let lines = try await connectToReservedServer(admin: false, clients: 3)
        #expect(try lines.prefix(2).allSatisfy { try errorCode(of: $0) == nil })
        #expect(try errorCode(of: lines[2]) == "too-many-clients")
        #expect(lines[2]?.contains("the last 1 of 3 client slots are kept for admins") == true)
    }

    @Test("An admin takes the slots kept for admins, up to max-clients")
    func reserveAdmitsAdmins() async throws {
        let lines = try await connectToReservedServer(admin: true, clients: 4)
        #expect(try lines.prefix(3).allSatisfy { try errorCode(of: $0) == nil })
        #expect(try errorCode(of: lines[3]) == "too-many-clients")
        #expect(lines[3]?.contains("more than 3 clients are connected") == true)
    }
}
