import Foundation
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
