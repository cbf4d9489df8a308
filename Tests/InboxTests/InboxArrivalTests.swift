import CLinux
import Foundation
import Glibc
import Testing
import TestSupport
@testable import Inbox

/// How files arrive while the inbox runs: by a hard link, as something that is no regular
/// file, or from a writer that pauses with the file open.
@Suite("Inbox arrivals")
struct InboxArrivalTests {
    /// Waits until the inbox sleeps until `offset` on the harness's clock.
    private func waitUntilSleeping(until offset: Duration, in harness: InboxHarness) async throws {
        let clock = harness.clock
        let instant = ManualClock.Instant(offset: offset)
        try await eventually("the inbox to wait until t=\(offset)") { clock.sleepingUntil.contains(instant) }
    }

    @Test("A hard link made in the inbox (IN_CREATE, no write) is imported after the settle time; the other name stays")
    func hardLinkTaken() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        let outside = try harness.directory.file("outside.csv", "Date,Exercise\nrow\n")
        #expect(link(outside, harness.inbox + "/linked.csv") == 0)
        try await waitUntilSleeping(until: .seconds(2), in: harness)
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(1)
        #expect(harness.importer.imported.map(\.text) == ["Date,Exercise\nrow\n"])
        #expect(harness.names(in: harness.folders.done) == ["linked.csv"])
        #expect(FileManager.default.fileExists(atPath: outside))
        try await harness.stop()
    }

    @Test("A FIFO or a symbolic link made in the inbox is explained at once, and a FIFO written to again not twice")
    func irregularExplainedAtOnce() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        #expect(mkfifo(harness.inbox + "/pipe.csv", 0o600) == 0)
        #expect(symlink(harness.directory.path + "/nowhere.csv", harness.inbox + "/link.csv") == 0)
        let fifo = InboxActivity.problem("pipe.csv in \(harness.inbox) is left where it is: a FIFO, not a regular file")
        let link = InboxActivity.problem(
            "link.csv in \(harness.inbox) is left where it is: a symbolic link, which the inbox does not follow: "
                + "copy or move the file itself in")
        try await harness.waitFor("both explained") { $0.contains(fifo) && $0.contains(link) }
        // Written to (opened, closed) again, the FIFO is not explained again.
        let writer = open(harness.inbox + "/pipe.csv", O_RDWR | O_NONBLOCK)
        #expect(writer >= 0)
        close(writer)
        try harness.append("x\n", to: "marker.csv")
        try await harness.waitUntilNoted("marker.csv")
        #expect(harness.reported.filter { $0 == fifo }.count == 1)
        #expect(harness.importer.imported.isEmpty)
        try await harness.stop()
    }

    @Test("A file closed, then reopened and left open past the settle time, waits; once closed it is imported whole")
    func openFileWaits() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        try harness.append("Date,Exercise\n", to: "paused.csv")
        try await harness.waitUntilNoted("paused.csv")
        let writer = open(harness.inbox + "/paused.csv", O_WRONLY | O_APPEND)
        #expect(writer >= 0)
        // Events are applied in order: once a later file is noted, the open is known.
        try harness.append("x\n", to: "marker.csv")
        try await harness.waitUntilNoted("marker.csv")
        harness.clock.advance(by: .seconds(2))
        try await waitUntilSleeping(until: .seconds(4), in: harness)
        // The marker, closed and unchanged, was taken; the open file was not.
        try await harness.waitUntilTaken(1)
        #expect(harness.importer.imported.map(\.path) == [".inbox/marker.csv"])
        let rest = Array("row\n".utf8)
        #expect(write(writer, rest, rest.count) == rest.count)
        close(writer)
        try await harness.waitUntilNoted("paused.csv", times: 2)
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(2)
        #expect(harness.importer.imported.map(\.text) == ["x\n", "Date,Exercise\nrow\n"])
        try await harness.stop()
    }

    @Test("A file that changed while it was being copied is put back to wait: nothing imported, its copy removed")
    func changedWhileTakenWaits() async throws {
        let directory = try TemporaryDirectory()
        let folders = InboxFolders(inbox: directory.path + "/import/inbox", importDirectory: directory.path + "/import")
        try folders.prepareForTest()
        try "Date,Exercise\nrow\n".write(toFile: folders.inbox + "/moving.csv", atomically: false, encoding: .utf8)
        let log = ActivityLog()
        let clock = ManualClock()
        let importer = RecordingImporter(importDirectory: directory.path + "/import")
        var watcher = InboxWatcher(
            folders: folders, settings: .settlingIn2Seconds, clock: clock, inotify: try Inotify(), importer: importer,
            memory: RememberedFiles(), wallClock: { 0 }, report: { log.append($0) },
            nextPrune: clock.now.advanced(by: .seconds(3_600)))
        let current = try #require(FileStatus.observedFile(at: folders.inbox + "/moving.csv", name: "moving.csv"))
        // As seen before the last write: the same inode and times, a shorter size.
        let before = ObservedFile(
            file: ImportedFile(name: "moving.csv", size: current.file.size - 4, modifiedNanoseconds: current.file.modifiedNanoseconds),
            device: current.device, inode: current.inode, changedNanoseconds: current.changedNanoseconds)
        await watcher.take(before)
        #expect(log.items == [.changedWhileTaken(name: "moving.csv")])
        #expect(importer.imported.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folders.staging).isEmpty)
        #expect(FileManager.default.fileExists(atPath: folders.inbox + "/moving.csv"))
        #expect(watcher.pending["moving.csv"]?.observed == current)
        #expect(watcher.nextDeadline == ManualClock.Instant(offset: .seconds(2)))

        await watcher.take(current)
        #expect(importer.imported.map(\.text) == ["Date,Exercise\nrow\n"])
        #expect(importer.imported.map(\.path) == [".inbox/moving.csv"])
    }
}
