import Foundation
import Testing
@testable import Systemd

@Suite("Log destination")
struct LogDestinationTests {
    @Test("JOURNAL_STREAM naming standard error's device and inode selects the journal")
    func journalStreamMatches() throws {
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        let identity = try #require(LogDestination.identity(of: descriptor))
        #expect(LogDestination.detected(environment: ["JOURNAL_STREAM": identity],
                                        journalSocketPath: "/nonexistent", standardError: descriptor) == .journal)
        #expect(LogDestination.detected(environment: ["JOURNAL_STREAM": "1:1"],
                                        journalSocketPath: "/nonexistent", standardError: descriptor) == .standardError)
    }

    @Test("journald's socket selects the journal when standard error is not a terminal")
    func journalSocketExists() throws {
        let directory = try makeTemporaryDirectory()
        defer { rmdir(directory) }
        let socketPath = directory + "/socket"
        #expect(FileManager.default.createFile(atPath: socketPath, contents: nil))
        defer { unlink(socketPath) }
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        #expect(LogDestination.detected(environment: [:], journalSocketPath: socketPath, standardError: descriptor) == .journal)
        #expect(LogDestination.detected(environment: [:], journalSocketPath: directory + "/none",
                                        standardError: descriptor) == .standardError)
    }
}
