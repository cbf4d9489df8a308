import Foundation
import Glibc
import Inbox
import Testing
import TestSupport

/// The inbox folder itself going away and coming back, and the names it leaves alone.
@Suite("The inbox folder")
struct InboxFolderLifecycleTests {
    @Test("An inbox folder removed and recreated is watched again")
    func removedAndRecreated() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        try FileManager.default.removeItem(atPath: harness.inbox)
        try await harness.waitFor("the inbox to be missed") { $0.contains { if case .folderMissing = $0 { true } else { false } } }
        #expect(mkdir(harness.inbox, 0o700) == 0)
        let watching = InboxActivity.watching(folder: harness.inbox)
        try await harness.waitFor("the inbox to be watched again") { $0.filter { $0 == watching }.count == 2 }
        try harness.append("after\n", to: "after.csv")
        try await harness.waitUntilNoted("after.csv")
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(1)
        #expect(harness.importer.imported.map(\.text) == ["after\n"])
    }

    @Test("An inbox folder replaced by another (renamed over it) is watched, and its files taken")
    func replaced() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        let replacement = harness.directory.path + "/replacement"
        #expect(mkdir(replacement, 0o700) == 0)
        try "inside\n".write(toFile: replacement + "/inside.csv", atomically: false, encoding: .utf8)
        #expect(rename(replacement, harness.inbox) == 0)
        try await harness.waitUntilNoted("inside.csv")
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(1)
        #expect(harness.importer.imported.map(\.text) == ["inside\n"])
        try harness.append("later\n", to: "later.csv")
        try await harness.waitUntilNoted("later.csv")
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(2)
    }

    @Test("Hidden and temporary files are left alone until renamed")
    func temporaryFiles() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        let ignored = [".syncthing.phone.csv.tmp", ".hidden.csv", "~lock.csv", "download.csv.part"]
        for name in ignored { try harness.append("partial\n", to: name) }
        try harness.append("whole\n", to: "whole.csv")
        try await harness.waitUntilNoted("whole.csv")
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(1)
        #expect(harness.importer.imported.map(\.path) == [".inbox/whole.csv"])
        #expect(harness.names(in: harness.inbox) == ignored.sorted())
        #expect(!harness.reported.contains { ignored.map { InboxActivity.noted(name: $0) }.contains($0) })
        #expect(rename(harness.inbox + "/.syncthing.phone.csv.tmp", harness.inbox + "/phone.csv") == 0)
        try await harness.waitUntilNoted("phone.csv")
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(2)
        #expect(harness.importer.imported.map(\.path) == [".inbox/whole.csv", ".inbox/phone.csv"])
    }

    @Test("A file imported before (same name, size and time) is moved to done/ without being read, under a new name")
    func alreadyImported() async throws {
        let harness = try InboxHarness()
        try await harness.start()
        try harness.append("same\n", to: "same.csv")
        var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 0), timespec(tv_sec: 1_700_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, harness.inbox + "/same.csv", &times, 0) == 0)
        try await harness.waitUntilNoted("same.csv")
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(1)
        // The sync tool brings the same file back.
        let copy = harness.directory.path + "/same.csv"
        try "same\n".write(toFile: copy, atomically: false, encoding: .utf8)
        #expect(utimensat(AT_FDCWD, copy, &times, 0) == 0)
        #expect(rename(copy, harness.inbox + "/same.csv") == 0)
        try await harness.waitUntilNoted("same.csv", times: 2)
        harness.clock.advance(by: .seconds(2))
        try await harness.waitUntilTaken(2)
        #expect(harness.importer.imported.count == 1)
        #expect(harness.reported.contains(.alreadyImported(name: "same.csv", path: harness.folders.done + "/same-2.csv")))
        #expect(harness.names(in: harness.folders.done) == ["same-2.csv", "same.csv"])
    }

    @Test("done/ keeps files for the retention time, then deletes them")
    func doneRetention() async throws {
        let harness = try InboxHarness()
        try harness.folders.prepareForTest()
        try "old\n".write(toFile: harness.folders.done + "/old.csv", atomically: false, encoding: .utf8)
        try await harness.start(daysAhead: 31)
        let deleted = InboxActivity.deleted(path: harness.folders.done + "/old.csv")
        try await harness.waitFor("old.csv deleted") { $0.contains(deleted) }
        #expect(harness.names(in: harness.folders.done).isEmpty)

        let recent = try InboxHarness()
        try recent.folders.prepareForTest()
        try "recent\n".write(toFile: recent.folders.done + "/recent.csv", atomically: false, encoding: .utf8)
        try await recent.start(daysAhead: 29)
        // Pruning runs before files are taken: once one is, the prune has run.
        try recent.append("new\n", to: "new.csv")
        try await recent.waitUntilNoted("new.csv")
        recent.clock.advance(by: .seconds(2))
        try await recent.waitUntilTaken(1)
        try await recent.stop()
        #expect(recent.names(in: recent.folders.done) == ["new.csv", "recent.csv"])
    }
}

extension InboxFolders {
    /// Creates the folders as the service would, so a test can put files in them first.
    func prepareForTest() throws {
        for folder in [inbox, done, failed, staging] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }
}
