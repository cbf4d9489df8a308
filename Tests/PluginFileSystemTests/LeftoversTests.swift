import Foundation
import Testing
@testable import PluginFileSystem

@Suite("Leftovers of an earlier run")
struct LeftoversTests {
    @Test("The clean-up at start removes abandoned uploads, an older liftd's among them, and interrupted writes, naming each")
    func cleanupAtStart() throws {
        let temporary = try TemporaryDirectory()
        let start = Date(timeIntervalSince1970: 1_758_000_000)
        let uploads = temporary.path("imports/.uploads")
        for folder in ["1000", "local"] {
            try FileManager.default.createDirectory(atPath: uploads + "/" + folder, withIntermediateDirectories: true)
        }
        func staged(_ path: String, at time: Date) throws -> String {
            let file = uploads + "/" + path
            #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
            try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: file)
            return file
        }
        let abandoned = try staged("1000/abandoned.csv", at: start)
        let older = try staged("older.csv", at: start + 1)
        let recent = try staged("local/recent.csv", at: start + 2)
        let notAnUpload = try staged("1000/notes.txt", at: start)
        try FileManager.default.createDirectory(atPath: temporary.path("output"), withIntermediateDirectories: true)
        let interrupted = temporary.path("output/" + AtomicFileWriter.temporaryName(for: "summary.json"))
        #expect(FileManager.default.createFile(atPath: interrupted, contents: Data("partial".utf8)))

        let cleanup = Leftovers.remove(
            outputDirectory: temporary.path("output"), importDirectory: temporary.path("imports"), now: start + 601.5)
        #expect(cleanup == Leftovers.Cleanup(removed: [interrupted, abandoned, older], problems: []))
        for kept in [recent, notAnUpload] { #expect(FileManager.default.fileExists(atPath: kept), "\(kept)") }
        for gone in [interrupted, abandoned, older] { #expect(!FileManager.default.fileExists(atPath: gone), "\(gone)") }
    }

    @Test("Without an output or import directory there is nothing to clean, and nothing goes wrong")
    func missingDirectories() throws {
        let temporary = try TemporaryDirectory()
        let cleanup = Leftovers.remove(
            outputDirectory: temporary.path("no-output"), importDirectory: temporary.path("no-imports"), now: Date())
        #expect(cleanup == Leftovers.Cleanup())
    }
}
