import Foundation
import Testing
@testable import PluginFileSystem

/// Temporary files of report writes a crash interrupted are removed at start, and nothing
/// else is.
@Suite("Leftovers of interrupted writes")
struct InterruptedWriteTests {
    @Test("Temporary names are recognised: a dot, the file's name, .tmp- and a UUID", arguments: [
        (".2025-W38.md.tmp-\(UUID().uuidString)", true),
        (".export.xml.tmp-\(UUID().uuidString.lowercased())", true),
        (".2025-W38.md.tmp-1234", false),
        (".notes.tmp-old.md.tmp-\(UUID().uuidString)", true),
        (".notes.tmp-\(UUID().uuidString).md", false),
        ("2025-W38.md.tmp-\(UUID().uuidString)", false),
        (".tmp-\(UUID().uuidString)", false),
        (".notes.tmp", false),
        ("2025-W38.md", false),
    ])
    func temporaryNames(name: String, isTemporary: Bool) {
        #expect(AtomicFileWriter.isTemporaryName(name) == isTemporary)
    }

    @Test("The name a write goes through is a temporary name")
    func writerNamesAreTemporary() {
        #expect(AtomicFileWriter.isTemporaryName(AtomicFileWriter.temporaryName(for: "summary.json")))
    }

    @Test("Temporary files left in the output directory and below it are removed; other files, and anything behind a symbolic link, stay")
    func removesOnlyLeftovers() throws {
        let temporary = try TemporaryDirectory()
        let output = temporary.path("output")
        let writer = AtomicFileWriter(outputDirectory: output)
        _ = try writer.write(Data("kept".utf8), to: "reports/2025-W38.md")
        let outside = try TemporaryDirectory()
        let outsideLeftover = outside.path(".x.md.tmp-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(atPath: temporary.path("output/linked"), withDestinationPath: outside.url.path)
        let leftovers = [
            temporary.path("output/.summary.json.tmp-\(UUID().uuidString)"),
            temporary.path("output/reports/.2025-W38.md.tmp-\(UUID().uuidString)"),
        ]
        let others = [
            temporary.path("output/reports/.2025-W38.md.tmp-notes"), temporary.path("output/reports/2025-W38.md"),
            outsideLeftover,
        ]
        for path in leftovers + others where path != temporary.path("output/reports/2025-W38.md") {
            #expect(FileManager.default.createFile(atPath: path, contents: Data("partial".utf8)))
        }
        try FileManager.default.createDirectory(
            atPath: temporary.path("output/.dir.tmp-\(UUID().uuidString)"), withIntermediateDirectories: false)

        #expect(try writer.removeInterruptedWrites() == leftovers.sorted())
        for path in leftovers { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
        for path in others { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
        #expect(try writer.removeInterruptedWrites() == [])
    }

    @Test("A missing output directory has nothing to clean")
    func missingDirectory() throws {
        let temporary = try TemporaryDirectory()
        #expect(try AtomicFileWriter(outputDirectory: temporary.path("never")).removeInterruptedWrites() == [])
    }
}
