import Foundation
import Plugins
import Testing
@testable import PluginFileSystem

/// The import directory on disk: what `import path=` may read, and uploads staged in it.
@Suite("The import directory's files")
struct ImportDirectoryFilesTests {
    private let files = ImportDirectoryFiles()
    private let start = Date(timeIntervalSince1970: 1_758_000_000)

    private func chunk(_ text: String, offset: Int = 0, size: Int) -> ImportChunk {
        ImportChunk(upload: "u-1", offset: offset, size: size, data: Data(text.utf8).base64EncodedString())
    }

    @Test("import path= reads inside the directory only: never outside it, the directory itself, or .uploads")
    func pathsStayInside() throws {
        let temporary = try TemporaryDirectory()
        let imports = temporary.path("imports")
        try FileManager.default.createDirectory(atPath: imports + "/.uploads/local", withIntermediateDirectories: true)
        let resolved = URL(fileURLWithPath: imports).resolvingSymlinksInPath().path
        #expect(try files.file("strong.csv", in: imports) == resolved + "/strong.csv")
        #expect(try files.file(resolved + "/a/b.csv", in: imports) == resolved + "/a/b.csv")
        for path in ["../strong.csv", "/etc/passwd", ".", "", ".uploads/local/u-1.csv", "a/../.uploads/1000/u.csv"] {
            #expect(throws: TrainingError.self, "\(path)") { try files.file(path, in: imports) }
        }
        #expect(throws: TrainingError.importRefused("no import-directory is configured")) { try files.file("a.csv", in: nil) }
    }

    @Test("Chunks go in order into a private file in the uid's private folder; a chunk at the wrong offset changes nothing")
    func chunksAppendInOrder() throws {
        let temporary = try TemporaryDirectory()
        let imports = temporary.path("imports")
        try FileManager.default.createDirectory(atPath: imports, withIntermediateDirectories: true)
        let first = try files.append(Array("Date,".utf8), of: chunk("Date,", size: 9), from: "1000", in: imports,
                                     spaceBytes: 1_048_576, now: start)
        #expect(first == StagedChunk(received: 5))
        let path = try files.stagingFile("u-1", of: "1000", in: imports)
        #expect(path.hasSuffix("/imports/.uploads/1000/u-1.csv"))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        #expect(throws: TrainingError.self) {
            try files.append(Array("Na".utf8), of: chunk("Na", offset: 4, size: 9), from: "1000", in: imports,
                             spaceBytes: 1_048_576, now: start + 1)
        }
        #expect(FileManager.default.contents(atPath: path) == Data("Date,".utf8))
        let second = try files.append(Array("Name".utf8), of: chunk("Name", offset: 5, size: 9), from: "1000", in: imports,
                                      spaceBytes: 1_048_576, now: start + 2)
        #expect(second.received == 9)
        #expect(FileManager.default.contents(atPath: path) == Data("Date,Name".utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == start + 2)
    }

    // SHA-256("abc"), FIPS 180-2's first example.
    private let abcDigest = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"

    @Test("A staged upload is verified by size and SHA-256: a short one stays for the rest, a wrong digest removes it")
    func verification() throws {
        let temporary = try TemporaryDirectory()
        let imports = temporary.path("imports")
        try FileManager.default.createDirectory(atPath: imports, withIntermediateDirectories: true)
        _ = try files.append(Array("abc".utf8), of: chunk("abc", size: 3), from: "local", in: imports,
                             spaceBytes: 1_048_576, now: start)
        let path = try files.stagingFile("u-1", of: "local", in: imports)
        #expect(try files.verifiedUpload("u-1", of: "local", size: 3, sha256: abcDigest, in: imports) == path)
        #expect(throws: TrainingError.self) {
            try files.verifiedUpload("u-1", of: "1000", size: 3, sha256: abcDigest, in: imports)
        }
        #expect(throws: TrainingError.self) {
            try files.verifiedUpload("u-1", of: "local", size: 4, sha256: abcDigest, in: imports)
        }
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(throws: TrainingError.self) {
            try files.verifiedUpload("u-1", of: "local", size: 3, sha256: String(repeating: "0", count: 64), in: imports)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
