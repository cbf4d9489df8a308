import Foundation
import Testing
@testable import Plugins

/// Until the daemon gives plugins its file access, each write and import is refused, saying so.
@Suite("Plugins without file access")
struct UnconfiguredFilesTests {
    @Test("Without a configured output directory every report write is refused")
    func reportWriterRefuses() {
        #expect(throws: ReportError.noOutputDirectory) { try UnconfiguredReportWriter().write(Data(), to: "a.md") }
        #expect(throws: ReportError.noOutputDirectory) { try UnconfiguredReportWriter().create("a.md") }
    }

    @Test("Without a textfile writer, metrics-textfile's write is refused naming the file")
    func textfileWriterRefuses() {
        #expect(throws: ReportError.writeFailed(path: "/srv/textfile/liftd.prom", reason: "no textfile writer is configured")) {
            try UnconfiguredTextfileWriter().replace("liftd.prom", in: "/srv/textfile", with: "x 1\n", mode: 0o644)
        }
    }

    @Test("Without import files, every import and chunk is refused")
    func importFilesRefuse() {
        let files = UnconfiguredImportFiles()
        let refusal = TrainingError.importRefused("liftd gave the import no access to its files")
        #expect(throws: refusal) { try files.file("a.csv", in: "/srv/imports") }
        #expect(throws: refusal) {
            try files.append([], of: ImportChunk(upload: "u", offset: 0, size: 0, data: ""), from: "local",
                             in: "/srv/imports", spaceBytes: 1, now: Date())
        }
        #expect(throws: refusal) { try files.verifiedUpload("u", of: "local", size: 0, sha256: "", in: "/srv/imports") }
    }
}
