import Foundation
import Plugins
import Testing
@testable import PluginFileSystem

private struct SimulatedCrash: Error {}

@Test("The writer creates missing directories, replaces the file and returns its absolute path")
func writerReplacesFile() throws {
    let temporary = try TemporaryDirectory()
    let writer = AtomicFileWriter(outputDirectory: temporary.path("output"))
    let first = try writer.write(Data("one".utf8), to: "reports/2025-W38.md")
    let second = try writer.write(Data("two".utf8), to: "reports/2025-W38.md")
    #expect(first == second)
    #expect(first.hasSuffix("/output/reports/2025-W38.md"))
    #expect(try String(contentsOfFile: first, encoding: .utf8) == "two")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path("output/reports")) == ["2025-W38.md"])
}

@Test("A write failing between the temporary file and the rename leaves the old file and no temporary file")
func failedWriteKeepsOldFile() throws {
    let temporary = try TemporaryDirectory()
    var writer = AtomicFileWriter(outputDirectory: temporary.path("output"))
    let path = try writer.write(Data("old contents".utf8), to: "summary.json")
    writer.beforeRename = { temporaryPath in
        #expect(FileManager.default.contents(atPath: temporaryPath) == Data("new contents".utf8))
        throw SimulatedCrash()
    }
    #expect(throws: SimulatedCrash.self) { try writer.write(Data("new contents".utf8), to: "summary.json") }
    #expect(FileManager.default.contents(atPath: path) == Data("old contents".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path("output")) == ["summary.json"])
}

@Test("Paths that leave the output directory are refused and nothing is written", arguments: [
    "../escape.md", "reports/../../escape.md", "/tmp/escape.md", "", "reports/..", "./../escape.md", "a\u{0}b.md", "//", "./.",
])
func escapingPathsRefused(path: String) throws {
    let temporary = try TemporaryDirectory()
    let writer = AtomicFileWriter(outputDirectory: temporary.path("output"))
    #expect(throws: ReportError.pathOutsideOutputDirectory(path)) { try writer.write(Data("x".utf8), to: path) }
    #expect(!FileManager.default.fileExists(atPath: temporary.path("escape.md")))
}

@Test("A symbolic link inside the output directory that points outside it is refused, saying what is in the way")
func symbolicLinkOutRefused() throws {
    let temporary = try TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: temporary.path("output"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: temporary.path("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: temporary.path("output/link"), withDestinationPath: temporary.path("elsewhere"))
    try FileManager.default.createSymbolicLink(atPath: temporary.path("output/file.md"), withDestinationPath: temporary.path("elsewhere/file.md"))
    let writer = AtomicFileWriter(outputDirectory: temporary.path("output"))
    #expect(throws: ReportError.pathOutsideOutputDirectory("link/report.md")) {
        try writer.write(Data("x".utf8), to: "link/report.md")
    }
    #expect(throws: ReportError.occupied(path: "file.md", by: "a symbolic link")) { try writer.write(Data("x".utf8), to: "file.md") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path("elsewhere")).isEmpty)
    #expect(ReportError.occupied(path: "file.md", by: "a symbolic link").description
        == "'file.md' is a symbolic link in the output directory; liftd replaces only regular files: remove it")
    try FileManager.default.createDirectory(atPath: temporary.path("output/folder.md"), withIntermediateDirectories: true)
    #expect(throws: ReportError.occupied(path: "folder.md", by: "a directory")) { try writer.write(Data("x".utf8), to: "folder.md") }
}

@Test("A write larger than the file's buffer arrives whole, and one through create() too, each leaving only its file")
func largeWritesArriveWhole() throws {
    let temporary = try TemporaryDirectory()
    let writer = AtomicFileWriter(outputDirectory: temporary.path("output"))
    let contents = Data((0..<(3 * AtomicReportFile.bufferCapacity + 17)).map { UInt8(truncatingIfNeeded: $0 * 7) })
    let written = try writer.write(contents, to: "export.xml")
    #expect(FileManager.default.contents(atPath: written) == contents)
    let file = try writer.create("pieces.xml")
    for start in stride(from: 0, to: contents.count, by: 1_000) {
        try file.write(contents[start..<min(start + 1_000, contents.count)])
    }
    let pieces = try file.commit()
    #expect(FileManager.default.contents(atPath: pieces) == contents)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path("output")).sorted() == ["export.xml", "pieces.xml"])
}

@Test("A file given up on before its commit leaves the old file and no temporary file")
func abandonedFileLeavesNothing() throws {
    let temporary = try TemporaryDirectory()
    let writer = AtomicFileWriter(outputDirectory: temporary.path("output"))
    let path = try writer.write(Data("old".utf8), to: "summary.json")
    do {
        let file = try writer.create("summary.json")
        try file.write("new, never committed")
    }
    #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path("output")) == ["summary.json"])
}
