import Foundation
import Glibc
import Inbox
import Testing
import TestSupport

/// The inbox on real inotify in a temporary folder, its settle time on a manual clock: a
/// test writes, waits until the inbox noted the write, then moves the clock.
@Suite("The inbox watcher")
struct InboxServiceTests {
    @Test("A file written in several open/append/close rounds is imported once, after it settles")
    func severalRounds() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        try harness.append("Date,Exercise\n", to: "rounds.csv")
        try await harness.waitUntilNoted("rounds.csv", times: 1)
        harness.clock.advance(by: .seconds(1))
        try harness.append("row 1\n", to: "rounds.csv")
        try await harness.waitUntilNoted("rounds.csv", times: 2)
        harness.clock.advance(by: .seconds(1))
        try harness.append("row 2\n", to: "rounds.csv")
        try await harness.waitUntilNoted("rounds.csv", times: 3)
        // 2 s after the first round, 1 s after the second: not quiet long enough yet.
        #expect(harness.importer.imported.isEmpty)
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(1)
        #expect(harness.importer.imported.map(\.text) == ["Date,Exercise\nrow 1\nrow 2\n"])
        #expect(harness.importer.imported.map(\.path) == [".inbox/rounds.csv"])
        #expect(harness.names(in: harness.folders.done) == ["rounds.csv"])
        #expect(harness.names(in: harness.inbox).isEmpty && harness.names(in: harness.folders.staging).isEmpty)
        try await harness.stop()
        #expect(harness.importer.imported.count == 1)
    }

    @Test("A file renamed into the inbox is imported")
    func renamedIn() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        let outside = try harness.directory.file("elsewhere.csv", "Date,Exercise\n")
        #expect(rename(outside, harness.inbox + "/moved.csv") == 0)
        try await harness.waitUntilNoted("moved.csv")
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(1)
        #expect(harness.reported.contains(.imported(
            name: "moved.csv", path: harness.folders.done + "/moved.csv", summary: "1 workout added")))
    }

    @Test("A burst of 50 files is imported, each once")
    func burst() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        let names = (1...50).map { "burst-\($0).csv" }
        for name in names { try harness.append("file \(name)\n", to: name) }
        try await harness.waitFor("all 50 noted") { reported in
            Set(reported.compactMap { if case .noted(let name) = $0 { name } else { nil } }).count == 50
        }
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(50)
        #expect(harness.importer.imported.map(\.path).sorted() == names.map { ".inbox/" + $0 }.sorted())
        #expect(harness.names(in: harness.folders.done) == names.sorted())
    }

    @Test("A file the import refuses lands in failed/ with NAME.error.txt saying why")
    func refused() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        try harness.append("Date,Weight\nBAD\n", to: "bad.csv")
        try await harness.waitUntilNoted("bad.csv")
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(1)
        #expect(harness.names(in: harness.folders.failed) == ["bad.csv", "bad.csv.error.txt"])
        let reason = try String(contentsOfFile: harness.folders.failed + "/bad.csv.error.txt", encoding: .utf8)
        #expect(reason == "bad.csv was not imported: .inbox/bad.csv: line 2: 'BAD' is not a weight\n")
        #expect(harness.names(in: harness.folders.done).isEmpty)
    }

    @Test("A symbolic link or a name that is not UTF-8 is left in the inbox with a log line saying why")
    func leftAloneWithAReason() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        let target = try harness.directory.file("real.csv", "Date,Exercise\n")
        let outside = harness.directory.path + "/link.csv"
        #expect(symlink(target, outside) == 0)
        #expect(rename(outside, harness.inbox + "/link.csv") == 0)
        // A name with the byte 0xFF, which no UTF-8 text holds.
        let path = Array((harness.inbox + "/bad-").utf8) + [0xFF] + Array(".csv".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o600) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let link = InboxActivity.problem(
            "link.csv in \(harness.inbox) is left where it is: a symbolic link, which the inbox does not follow: "
                + "copy or move the file itself in")
        let unreadable = InboxActivity.problem(
            "bad-\u{FFFD}.csv in \(harness.inbox) is left where it is: its name is not UTF-8: rename it to import it")
        try await harness.waitFor("both explained") { $0.contains(link) && $0.contains(unreadable) }
        harness.clock.advance(by: .seconds(2))
        #expect(harness.names(in: harness.inbox).count == 2, "both stay")
        #expect(harness.importer.imported.isEmpty)
        try await harness.stop()
    }

    @Test("Files present at start are taken, and a file left mid-import by the last run is imported at once")
    func presentAtStart() async throws {
        let harness = try InboxHarness()
        try harness.folders.prepareForTest()
        try harness.append("waiting\n", to: "early.csv")
        try "half done\n".write(toFile: harness.folders.staging + "/interrupted.csv", atomically: false, encoding: .utf8)
        try await harness.start()
        try await harness.waitUntilTaken(1)
        #expect(harness.importer.imported.map(\.path) == [".inbox/interrupted.csv"])
        #expect(harness.notedCount("early.csv") == 1)
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(2)
        #expect(harness.names(in: harness.folders.done) == ["early.csv", "interrupted.csv"])
    }
}
