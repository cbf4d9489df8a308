import CLinux
import Foundation
import Glibc
import Testing
import TestSupport
@testable import Inbox

/// Settling when the kernel says too little: a writer that keeps the file open, and an
/// event queue that overflowed.
@Suite("Inbox settling")
struct InboxSettlingTests {
    @Test("A file still growing at its deadline (written without a close) waits another settle time")
    func growingWithoutClose() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        try harness.append("first\n", to: "growing.csv")
        try await harness.waitUntilNoted("growing.csv")
        let writer = open(harness.inbox + "/growing.csv", O_WRONLY | O_APPEND)
        #expect(writer >= 0)
        let more = Array("second\n".utf8)
        #expect(write(writer, more, more.count) == more.count)
        harness.clock.advance(by: .seconds(2))
        // Re-armed at t=2s for t=4s, rather than imported.
        let again = ManualClock.Instant(offset: .seconds(4))
        let clock = harness.clock
        try await eventually("the inbox to wait until t=4s") { clock.sleepingUntil.contains(again) }
        #expect(harness.importer.imported.isEmpty)
        close(writer)
        try await harness.waitUntilNoted("growing.csv", times: 2)
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(1)
        #expect(harness.importer.imported.map(\.text) == ["first\nsecond\n"])
    }

    @Test("When the kernel's event queue overflows, the folder is listed again and its files noted")
    func overflowRescans() throws {
        let directory = try TemporaryDirectory()
        let folders = InboxFolders(inbox: directory.path + "/import/inbox", importDirectory: directory.path + "/import")
        try folders.prepareForTest()
        for name in ["a.csv", "b.csv", ".hidden"] {
            try "x\n".write(toFile: folders.inbox + "/" + name, atomically: false, encoding: .utf8)
        }
        let log = ActivityLog()
        let clock = ManualClock()
        var watcher = InboxWatcher(
            folders: folders, settings: .settlingIn2Seconds, clock: clock, inotify: try Inotify(),
            importer: RecordingImporter(importDirectory: directory.path + "/import"), memory: RememberedFiles(),
            wallClock: { 0 }, report: { log.append($0) }, nextPrune: clock.now.advanced(by: .seconds(3_600)))
        #expect(watcher.pending.isEmpty)
        watcher.handle([InotifyEvent(watch: -1, mask: UInt32(bitPattern: Int32(IN_Q_OVERFLOW)), name: "")])
        #expect(watcher.pending.keys.sorted() == ["a.csv", "b.csv"])
        #expect(log.items.first.map { if case .problem(let text) = $0 { text.contains("overflowed") } else { false } } == true)
        #expect(watcher.nextDeadline == ManualClock.Instant(offset: .seconds(2)))
    }
}
