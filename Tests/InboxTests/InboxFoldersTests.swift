import Foundation
import Glibc
import Inbox
import Testing
import TestSupport

@Suite("Inbox names and moves")
struct InboxFoldersTests {
    @Test("Temporary and hidden names are ignored; others are taken", arguments: [
        (".syncthing.strong.csv.tmp", true), (".hidden.csv", true), ("~$strong.csv", true), ("strong.csv.part", true),
        ("strong.csv", false), ("hevy export.csv", false), ("part.csv", false),
    ])
    func ignoredNames(name: String, ignored: Bool) {
        #expect(InboxFileName.isIgnored(name) == ignored)
    }

    @Test("A copy of the file seen as one inode refuses another put in its place, and leaves nothing behind")
    func copyRefusesReplacedFile() throws {
        let directory = try TemporaryDirectory()
        let target = directory.path + "/staging"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let named = try directory.file("strong.csv", "seen")
        var status = stat()
        #expect(stat(named, &status) == 0)
        let seen = (device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        #expect(rename(try directory.file("other.csv", "swapped in"), named) == 0)
        #expect(throws: InboxError.replaced(path: named)) {
            try InboxFolders.copy(named, into: target, as: "strong.csv", identity: seen)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
        #expect(stat(named, &status) == 0)
        let copied = try InboxFolders.copy(
            named, into: target, as: "strong.csv", identity: (UInt64(status.st_dev), UInt64(status.st_ino)))
        #expect(try String(contentsOfFile: copied, encoding: .utf8) == "swapped in")
    }

    @Test("A move never overwrites: a name already taken gets -2, -3 before its extension")
    func collisions() throws {
        let directory = try TemporaryDirectory()
        let target = directory.path + "/done"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        var moved: [String] = []
        for text in ["first", "second", "third"] {
            let source = try directory.file("strong.csv", text)
            moved.append(try InboxFolders.move(source, into: target, as: "strong.csv"))
        }
        #expect(moved == ["strong.csv", "strong-2.csv", "strong-3.csv"].map { target + "/" + $0 })
        #expect(try moved.map { try String(contentsOfFile: $0, encoding: .utf8) } == ["first", "second", "third"])
        let bare = try directory.file("README", "x")
        let existing = try directory.file("done/README", "y")
        #expect(try InboxFolders.move(bare, into: target, as: "README") == existing.replacingOccurrences(of: "README", with: "README-2"))
    }

    @Test("A name too long for its suffix or its NAME.error.txt is cut before its extension, at a character's end")
    func longNamesAreShortened() throws {
        let directory = try TemporaryDirectory()
        let failed = directory.path + "/failed"
        try FileManager.default.createDirectory(atPath: failed, withIntermediateDirectories: true)
        let name = String(repeating: "é", count: 124) + ".csv"  // 252 bytes: a file name may have 255
        var moved: [String] = []
        for text in ["first", "second"] {
            let source = try directory.file(name, text)
            moved.append(try InboxFolders.move(source, into: failed, as: name, sidecar: ".error.txt"))
        }
        let names = moved.map { String($0.dropFirst(failed.count + 1)) }
        #expect(names == [String(repeating: "é", count: 120) + ".csv", String(repeating: "é", count: 119) + "-2.csv"])
        #expect(names.allSatisfy { $0.utf8.count + ".error.txt".utf8.count <= InboxFolders.maximumNameBytes })
        #expect(FileManager.default.createFile(atPath: moved[0] + ".error.txt", contents: Data("why".utf8)),
                "the error file beside it can be made")
        let longExtension = "a." + String(repeating: "x", count: 250)
        let source = try directory.file(longExtension, "third")
        let cut = try InboxFolders.move(source, into: failed, as: longExtension, sidecar: ".error.txt")
        #expect(cut == failed + "/" + String(longExtension.prefix(245)))
    }

    @Test("A move into failed/ also avoids a name whose NAME.error.txt is taken")
    func sidecarCollision() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/failed", withIntermediateDirectories: true)
        _ = try directory.file("failed/bad.csv.error.txt", "left over")
        let source = try directory.file("bad.csv", "x")
        #expect(try InboxFolders.move(source, into: directory.path + "/failed", as: "bad.csv", sidecar: ".error.txt")
                    == directory.path + "/failed/bad-2.csv")
    }
}
