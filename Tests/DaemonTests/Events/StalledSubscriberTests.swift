import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import TestSupport
import Testing
@testable import Daemon

/// A subscriber cannot hold its place by never reading: once events have waited for it for
/// `socket.idle-timeout` without its reading any, it is dropped. One that reads stays, events
/// or none.
@Suite("Stalled subscriber")
struct StalledSubscriberTests {
    @Test("A subscriber that reads nothing for idle-timeout while events wait is dropped; one that reads stays",
          .timeLimit(.minutes(1)))
    func stalledSubscriberDropped() async throws {
        let daemon = try await startDaemon(useCases: withFinishWorkout, socket: ["idle-timeout: 1s"])
        let path = daemon.sandbox.socketPath
        let reader = try await EventSubscriber.subscribed(path: path, request: "subscribe events=chain-finished")
        let readerLines = EventLog<String>(name: "the reading subscriber's lines")
        let readerClient = reader.client
        Thread {
            while let line = try? readerClient.readLine() { readerLines.append(line) }
            readerLines.close()
        }.start()
        let stalled = try await EventSubscriber.subscribed(path: path, request: "subscribe events=chain-finished")

        // Two failing chains: each is a chain-finished event for both subscribers.
        for id in 1...2 { _ = try await daemon.request("finish-workout id=\(id)") }
        let descriptor = stalled.client.descriptor
        let revents = try await offPool { () -> Int16 in
            // Waits for the daemon to close the connection (the poll always reports that),
            // reading nothing meanwhile.
            var watch = pollfd(fd: descriptor, events: 0, revents: 0)
            return poll(&watch, 1, 30_000) > 0 ? watch.revents : 0
        }
        // Reading what it was sent would wait for a close that did not come: stop here.
        try #require(revents & Int16(POLLHUP) != 0, "the stalled subscriber was not closed within 30 s")
        let lines = try await offPool { try stalled.client.readAllLines() }
        // The events sent before the drop arrive whole. Whether the second was still sent
        // depends on its coming within a second of the first, so only the first is counted on.
        let events = lines.dropLast()
        #expect(!events.isEmpty && events.allSatisfy { $0.contains(#""event":"chain-finished""#) }, "\(lines)")
        let last = try EventSubscriber.members(try #require(lines.last, "the stalled subscriber got no line"))
        #expect(last["event"] == "dropped", "\(lines)")
        #expect(last["reason"] == .string("the subscriber read nothing for 1.0 seconds while events waited for it"))

        // The reading subscriber, idle with nothing waiting since, still gets the next event.
        _ = try await daemon.request("finish-workout id=3")
        let chainEvents = try await offPool { () throws -> Int in
            var next = 0
            for number in 1...3 {
                next = try readerLines.waitForEvent("chain-finished event \(number)", from: next) {
                    $0.contains(#""event":"chain-finished""#)
                }.index + 1
            }
            return readerLines.all.filter { $0.contains(#""event":"chain-finished""#) }.count
        }
        #expect(chainEvents == 3)
        #expect(!readerLines.all.contains { $0.contains(#""event":"dropped""#) }, "the reading subscriber was dropped")
        try await stopCleanly(daemon)
    }
}
