import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import TestSupport
import Testing
@testable import Daemon

/// A subscriber that stops reading must cost nobody else anything.
@Suite("Slow subscriber")
struct SlowSubscriberTests {
    static let clients = 8
    static let requestsPerClient = 300

    @Test("A subscriber that stops reading is dropped, while 8 clients finish every request")
    func droppedWhileOthersWork() async throws {
        let daemon = try await startDaemon(useCases: withFinishWorkout)
        let path = daemon.sandbox.socketPath
        let subscriber = try await EventSubscriber.subscribed(path: path)
        // From here on the subscriber reads nothing: each failed request below publishes a
        // chain-finished and an error event, far more than its socket and queue hold.
        let answered = try await withThrowingTaskGroup(of: Int.self) { group in
            for client in 0..<Self.clients {
                group.addTask { try await Self.work(path: path, client: client) }
            }
            return try await group.reduce(0, +)
        }
        #expect(answered == Self.clients * Self.requestsPerClient)
        // The subscriber's stream ends: it was closed, with events thrown away.
        let text = try await offPool { try Self.readToEnd(subscriber.client) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let last = lines.removeLast()
        var chainEvents = 0
        for line in lines {
            let members = try EventSubscriber.members(line)
            #expect(members["event"] != nil, "a line without an event: \(line)")
            if members["event"] == "chain-finished" { chainEvents += 1 }
        }
        #expect(chainEvents < Self.clients * Self.requestsPerClient, "no event was thrown away")
        if last.isEmpty, let final = lines.last, final.contains(#""event":"dropped""#) {
            #expect(final.contains(#""reason":"the subscriber did not read its events"#))
        }
        // The daemon is unharmed: a new subscriber and a request both work.
        #expect(try result(of: try await daemon.request("ping"))["pong"] == .bool(true))
        try await stopCleanly(daemon)
    }

    /// Sends `requestsPerClient` failing requests one after another, each awaiting its
    /// answer; returns how many were answered.
    private static func work(path: String, client: Int) async throws -> Int {
        try await offPool {
            let connection = try TestClient(path: path)
            var answered = 0
            for index in 0..<requestsPerClient {
                try connection.send("finish-workout id=\(index)\n")
                guard let line = try connection.readLine() else {
                    throw IntegrationFailure("client \(client) was closed after \(answered) answers")
                }
                if line.contains(#""id":\#(index),"#) { answered += 1 }
            }
            return answered
        }
    }

    /// Everything the daemon sends `client` until it closes the connection; the last line may
    /// be cut short (a dropped subscriber is closed 5 s after the drop, read or not).
    private static func readToEnd(_ client: TestClient) throws -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(client.descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 || (count < 0 && errno == ECONNRESET) { break }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw IntegrationFailure("the dropped subscriber's stream did not end within \(TestClient.receiveBound) s")
            }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
