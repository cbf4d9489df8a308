#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import Testing
@testable import PluginFileSystem

@Suite("The textfile writer")
struct TextfileWriterTests {
    // 0666 is wider than the umask (022 or 077) lets open(2) give: only an explicit chmod gives it.
    @Test("A write replaces the file whole, in the mode given whatever the umask, leaving nothing else",
          arguments: [0o644, 0o640, 0o666] as [UInt32])
    func replacesInMode(mode: UInt32) throws {
        let temporary = try TemporaryDirectory()
        let directory = temporary.url.path
        try "stale_metric 1\n".write(toFile: directory + "/liftd.prom", atomically: false, encoding: .utf8)
        let path = try TextfileWriter().replace("liftd.prom", in: directory, with: "liftd_up 1\n", mode: mode)
        #expect(path == directory + "/liftd.prom")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "liftd_up 1\n")
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(UInt32(status.st_mode & 0o7777) == mode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["liftd.prom"])
    }

    @Test("The temporary file is hidden, ends in eight hex digits and never in .prom, so the collector never reads it half written")
    func temporaryName() {
        for _ in 0..<100 {
            let name = TextfileWriter.temporaryName(for: "liftd.prom")
            #expect(name.hasPrefix(".liftd.prom.tmp-") && !name.hasSuffix(".prom"), "\(name)")
            let digits = name.dropFirst(".liftd.prom.tmp-".count)
            #expect(digits.count == 8 && digits.allSatisfy { "0123456789abcdef".contains($0) }, "\(name)")
        }
    }

    @Test("A write into a directory that has gone is refused naming the path, and creates nothing")
    func missingDirectory() throws {
        let temporary = try TemporaryDirectory()
        let directory = temporary.path("gone")
        #expect { try TextfileWriter().replace("liftd.prom", in: directory, with: "x 1\n", mode: 0o644) } throws: { error in
            "\(error)".contains(directory)
        }
        #expect(!FileManager.default.fileExists(atPath: directory))
    }
}
