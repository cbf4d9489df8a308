import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import TestSupport
import Testing
@testable import ControlServer

@Test("many requests pipelined in one write are all answered, in order")
func pipelining() async throws {
    let running = try startServer()
    let count = 500
    let lines = try await exchange(running.path, Array((0..<count).map { "step n=\($0) id=\($0)\n" }.joined().utf8),
                                   finishSending: true)
    #expect(lines.count == count)
    for (index, line) in lines.enumerated() {
        let response = try members(of: line)
        #expect(response["id"] == .integer(index))
        #expect(response["result"] == .object(["signal": .string("step"), "fields": .object(["n": .integer(index)])]))
    }
    await running.stop()
}

@Test("answers on one connection keep request order even when earlier requests take longer")
func orderWithSlowHandler() async throws {
    let running = try startServer(handler: { line, peer in
        if let request = try? line.parse(), case .integer(let delay)? = request.fields["yield"] {
            for _ in 0..<delay { await Task.yield() }
        }
        return await echoHandler(line, peer)
    })
    let lines = try await exchange(running.path, Array("a yield=2000 id=1\nb yield=0 id=2\nc yield=500 id=3\n".utf8),
                                   finishSending: true)
    #expect(try lines.map { try members(of: $0)["id"] } == [.integer(1), .integer(2), .integer(3)])
    await running.stop()
}

@Test("different connections are answered concurrently: a stuck request does not hold up another client")
func connectionsConcurrent() async throws {
    let gate = Gate("the test to release the stuck request")
    let running = try startServer(handler: { line, peer in
        if (try? line.parse().signal) == "wait" { await gate.wait() }
        return await echoHandler(line, peer)
    })
    let path = running.path
    async let stuck = exchange(path, Array("wait id=1\n".utf8), finishSending: true)
    let other = try await exchange(path, Array("ping id=2\n".utf8), finishSending: true)
    #expect(try members(of: other.first)["id"] == .integer(2))
    await gate.open()
    #expect(try await members(of: stuck.first)["id"] == .integer(1))
    await running.stop()
}

@Test("a line over the limit gets one line-too-long error, then the connection closes")
func oversizedLine() async throws {
    let running = try startServer(adjust: { $0.maximumLineLength = 64 })
    let text = "ping id=1\n" + String(repeating: "x", count: 65) + "\nping id=2\n"
    let lines = try await exchange(running.path, Array(text.utf8))
    #expect(lines.count == 2)
    #expect(try members(of: lines.first)["id"] == .integer(1))
    #expect(try errorCode(of: lines.last) == "line-too-long")
    await running.stop()
}

@Test("a line of exactly the limit is answered")
func lineAtLimit() async throws {
    let running = try startServer(adjust: { $0.maximumLineLength = 64 })
    let line = "ping pad=" + String(repeating: "y", count: 64 - 9)
    let lines = try await exchange(running.path, Array((line + "\n").utf8), finishSending: true)
    #expect(lines.count == 1)
    #expect(try errorCode(of: lines.first) == nil)
    await running.stop()
}

@Test("a client beyond the maximum gets too-many-clients and is closed; the admitted one is unaffected")
func maximumClients() async throws {
    let running = try startServer(adjust: {
        $0.maximumClients = 1
        $0.adminReserve = 0
    })
    let path = running.path
    let (first, rejected, again) = try await offPool {
        let first = try TestClient(path: path)
        try first.send("ping\n")
        let firstAnswer = try first.readLine()
        let rejected = try TestClient(path: path).readAllLines()
        try first.send("ping\n")
        return (firstAnswer, rejected, try first.readLine())
    }
    #expect(try errorCode(of: first) == nil)
    #expect(rejected.count == 1)
    #expect(try errorCode(of: rejected.first) == "too-many-clients")
    #expect(try errorCode(of: again) == nil)
    await running.stop()
}

@Test("a silent client is told idle-timeout and closed")
func idleTimeout() async throws {
    let running = try startServer(adjust: { $0.idleTimeout = .milliseconds(50) })
    // The ping is read as the server takes the client on, so only the silence after its
    // answer can run out the 50 ms, however late this test runs.
    let client = try await running.connectWhileAcceptingIsHeld(sending: "ping\n")
    let lines = try await offPool { try client.readAllLines() }
    #expect(lines.count == 2)
    #expect(try errorCode(of: lines.first) == nil)
    #expect(try errorCode(of: lines.last) == "idle-timeout")
    await running.stop()
}

@Test("binary garbage is answered with binary-data and the connection stays usable")
func binaryGarbage() async throws {
    let running = try startServer()
    let lines = try await exchange(running.path, [0xFF, 0x00, 0xC3, 0x28, 0x0A] + Array("ping id=5\n".utf8),
                                   finishSending: true)
    #expect(lines.count == 2)
    #expect(try errorCode(of: lines.first) == "binary-data")
    #expect(try members(of: lines.last)["id"] == .integer(5))
    await running.stop()
}

@Test("blank lines are skipped without an answer")
func blankLinesSkipped() async throws {
    let running = try startServer()
    let lines = try await exchange(running.path, Array("\n  \r\n\t\nping id=1\n".utf8), finishSending: true)
    #expect(try lines.map { try members(of: $0)["id"] } == [.integer(1)])
    await running.stop()
}

@Test("a final line without a newline is still answered before the server closes")
func finalPartialLine() async throws {
    let running = try startServer()
    let lines = try await exchange(running.path, Array("ping id=1\nping id=2".utf8), finishSending: true)
    #expect(try lines.map { try members(of: $0)["id"] } == [.integer(1), .integer(2)])
    await running.stop()
}

@Test("the handler sees the peer's uid, gid and pid")
func peerCredentials() async throws {
    let running = try startServer(handler: { _, peer in
        Response.success(.array([.integer(Int(peer.userID)), .integer(Int(peer.groupID)), .integer(Int(peer.processID))]))
    })
    let lines = try await exchange(running.path, Array("whoami\n".utf8), finishSending: true)
    #expect(try members(of: lines.first)["result"]
            == .array([.integer(Int(getuid())), .integer(Int(getgid())), .integer(Int(getpid()))]))
    await running.stop()
}

@Test("A client that stops sending reads every answer and then the end of the stream, not a reset")
func endOfStreamNotReset() async throws {
    // The server reads requests without taking them out of the socket at once; closing with
    // bytes still in it would reset the client's connection after its answers.
    let running = try startServer()
    let path = running.path
    let (lines, end) = try await offPool { () throws -> ([String], String) in
        let client = try TestClient(path: path)
        try client.send("ping id=1\nping id=2\nping id=3\n")
        client.finishSending()
        var lines: [String] = []
        for _ in 0..<3 {
            guard let line = try client.readLine() else { break }
            lines.append(line)
        }
        var byte: UInt8 = 0
        let count = recv(client.descriptor, &byte, 1, 0)
        return (lines, count == 0 ? "the end of the stream" : count < 0 ? String(cString: strerror(errno)) : "another byte")
    }
    #expect(try lines.map { try members(of: $0)["id"] } == [.integer(1), .integer(2), .integer(3)])
    #expect(end == "the end of the stream")
    await running.stop()
}
