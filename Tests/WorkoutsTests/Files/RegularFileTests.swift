#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import TestSupport
import Testing
@testable import Workouts

/// Files named from outside are read only when regular: a FIFO or a directory is refused at once, never waited on.
@Suite("Import sources are regular files")
struct RegularFileTests {
    /// A fresh directory under the system's temporary directory.
    private static func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-regular-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("A FIFO is refused as no regular file, without waiting for a writer, by every way an import opens a file")
    func fifoRefused() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/export.csv"
        try #require(mkfifo(fifo, 0o600) == 0)
        let message = FIFOGuard.withoutBlocking(on: fifo, "FileByteSource") { () -> String in
            do {
                _ = try FileByteSource(path: fifo, name: "export.csv")
                return "opened"
            } catch {
                return "\(error)"
            }
        }
        #expect(message?.contains("cannot import export.csv: it is not a regular file") == true, "\(message ?? "")")
        let zip = FIFOGuard.withoutBlocking(on: fifo, "ZipArchive") { () -> String in
            do {
                _ = try ZipArchive(path: fifo, name: "export.zip")
                return "opened"
            } catch {
                return "\(error)"
            }
        }
        #expect(zip?.contains("it is not a regular file") == true, "\(zip ?? "")")
        let prefix = FIFOGuard.withoutBlocking(on: fifo, "AppleHealthExportFile.prefix") {
            AppleHealthExportFile.prefix(ofFileAt: fifo)
        }
        #expect(prefix == [])
    }

    @Test("A directory is refused as no regular file; a regular file is read whole")
    func directoryRefusedFileRead() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: ImportError.self) { _ = try FileByteSource(path: folder, name: "folder") }
        let file = folder + "/export.csv"
        try Data("Date,Workout Name\n".utf8).write(to: URL(fileURLWithPath: file))
        let source = try FileByteSource(path: file, name: "export.csv")
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = try buffer.withUnsafeMutableBufferPointer { try source.read(into: $0) }
        #expect(Array(buffer[..<count]) == Array("Date,Workout Name\n".utf8))
        #expect(AppleHealthExportFile.prefix(ofFileAt: file, count: 4) == Array("Date".utf8))
    }

    @Test("contents reads a file whole up to its limit, refuses one byte more saying its size, and refuses a device")
    func contentsWithinLimit() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/token"
        try Data(repeating: 0x61, count: 65_536).write(to: URL(fileURLWithPath: file))
        #expect(try RegularFile.contents(of: file, limit: 65_536).count == 65_536)
        #expect(throws: RegularFile.Refusal.tooLarge(size: 65_536, limit: 65_535)) {
            try RegularFile.contents(of: file, limit: 65_535)
        }
        #expect(RegularFile.Refusal.tooLarge(size: 65_536, limit: 65_535).description == "it is 65536 bytes; at most 65535 are read")
        #expect(throws: RegularFile.Refusal.notRegular) { try RegularFile.contents(of: "/dev/zero", limit: 10) }
        #expect(throws: RegularFile.Refusal.failed("No such file or directory")) {
            try RegularFile.contents(of: folder + "/missing", limit: 10)
        }
    }
}
