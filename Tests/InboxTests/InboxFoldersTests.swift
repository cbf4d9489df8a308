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
