import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import TestSupport
import Testing
@testable import Daemon

/// However a client cuts its requests into writes, the real daemon reads every line whole
/// and answers each in order, on the default config (lines up to 65,536 bytes).
@Suite("liftd reads lines written in any pieces")
struct WritePatternTests {
    /// A `ping` line of exactly `length` bytes (newline included) whose id, a string,
    /// carries `tag` and fills the rest: its answer echoes the id only if the whole line arrived.
    static func ping(tag: String, length: Int) -> (line: String, id: String) {
        let frame = #"{"signal":"ping","id":""}"# + "\n"
        let id = tag + String(repeating: "x", count: max(0, length - frame.utf8.count - tag.utf8.count))
        return (#"{"signal":"ping","id":"\#(id)"}"# + "\n", id)
    }

    /// Expects `answer` to be the successful answer to the ping with `id`.
    static func expectPong(_ answer: String?, id: String, _ what: String) throws {
        let answer = try #require(answer, "\(what): no answer")
        let members = try members(of: answer)
        let isOK = members["ok"] == .bool(true), echoesID = members["id"] == .string(id)
        #expect(isOK, "\(what): \(answer.prefix(300))")
        #expect(echoesID, "\(what): the answer's id is not the whole id sent (\(id.utf8.count) bytes): \(answer.prefix(300))")
    }

    @Test("A 300-byte line sent a byte per write is answered", .timeLimit(.minutes(1)))
    func oneByteWrites() async throws {
        let daemon = try await startDaemon()
        let (line, id) = Self.ping(tag: "bytewise-", length: 300)
        let answer = try await offPool {
            let client = try TestClient(path: daemon.sandbox.socketPath)
            try client.send(Array(line.utf8), inPiecesOf: 1)
            return try client.readLine()
        }
        try Self.expectPong(answer, id: id, "300 bytes in 1-byte writes")
        try await stopCleanly(daemon)
    }

    /// Here a client's send buffer (net.core.wmem_default, 212,992 bytes) would hold these
    /// 4 KiB writes even if liftd left them in the socket; on a machine with a smaller
    /// default it would not. The client asks for a small buffer, as such a machine gives, so
    /// that the line arrives only if liftd takes out what it reads.
    @Test("A 60 KB line sent in 4 KiB writes through a small send buffer is answered", .timeLimit(.minutes(1)))
    func fourKibibyteWrites() async throws {
        let daemon = try await startDaemon()
        let (line, id) = Self.ping(tag: "paged-", length: 60_000)
        let answer = try await offPool {
            let client = try TestClient(path: daemon.sandbox.socketPath)
            var size: Int32 = 16_384  // the kernel doubles it, for its own bookkeeping
            setsockopt(client.descriptor, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
            try client.send(Array(line.utf8), inPiecesOf: 4_096)
            return try client.readLine()
        }
        try Self.expectPong(answer, id: id, "60 KB in 4 KiB writes")
        try await stopCleanly(daemon)
    }

    @Test("A 60 KB line sent through socat with its default block size is answered", .needsTool("/usr/bin/socat", package: "socat"), .timeLimit(.minutes(1)))
    func socatDefaultBlocks() async throws {
        let socat = try BuiltProducts.tool("/usr/bin/socat", package: "socat")
        let daemon = try await startDaemon()
        let (line, id) = Self.ping(tag: "socat-", length: 60_000)
        let run = try await ProgramRun.run(socat, ["-t", "30", "-", "UNIX-CONNECT:" + daemon.sandbox.socketPath], input: line)
        #expect(run.status == 0, "socat failed: \(run.standardError)")
        #expect(run.outputLines.count == 1, "expected one answer line, got \(run.outputLines.count)")
        try Self.expectPong(run.outputLines.first, id: id, "60 KB through socat")
        try await stopCleanly(daemon)
    }

    @Test("1,000 pipelined lines sent in 7-byte writes are each answered, in order", .timeLimit(.minutes(2)))
    func pipelinedSevenByteWrites() async throws {
        let daemon = try await startDaemon()
        let pings = (0..<1_000).map { Self.ping(tag: "batch-\($0)-", length: 40 + $0 % 50) }
        let batch = Array(pings.map(\.line).joined().utf8)
        let client = try TestClient(path: daemon.sandbox.socketPath)
        // The answers are read while the batch is sent, as a pipelining client does.
        async let answers = offPool { () throws -> [String] in
            var lines: [String] = []
            while lines.count < pings.count, let line = try client.readLine() { lines.append(line) }
            return lines
        }
        try await offPool { try client.send(batch, inPiecesOf: 7) }
        let lines = try await answers
        #expect(lines.count == pings.count, "\(lines.count) answers to \(pings.count) lines; the last: \(lines.last ?? "none")")
        for (index, line) in lines.enumerated() {
            try Self.expectPong(line, id: pings[index].id, "line \(index) of the batch")
        }
        try await stopCleanly(daemon)
    }
}

extension TestClient {
    /// Sends `bytes` in pieces of `size` bytes, one `send` each (the last may be shorter).
    func send(_ bytes: [UInt8], inPiecesOf size: Int) throws {
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + size)
            try send(Array(bytes[start..<end]))
            start = end
        }
    }
}
