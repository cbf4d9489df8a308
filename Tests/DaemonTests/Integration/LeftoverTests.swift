import ChildProcessTesting
import Foundation
import Testing
@testable import Daemon

/// What an earlier run left behind is removed when liftd starts: temporary files of writes a
/// crash interrupted, and uploads without a chunk for ten minutes; everything else stays.
@Suite("liftd removes leftovers at start")
struct LeftoverTests {
    @Test("At start, temporary files of interrupted writes and uploads without a chunk for ten minutes are removed and logged; reports, recent uploads and other files stay")
    func leftoversRemovedAtStart() async throws {
        let sandbox = try DaemonSandbox(useCases: DaemonSandbox.standardUseCases + ["import"])
        let state = sandbox.path + "/var"
        let manager = FileManager.default
        try manager.createDirectory(atPath: state + "/output/reports", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: state + "/import/.uploads/1000", withIntermediateDirectories: true)
        let leftovers = [
            state + "/output/reports/.2025-W38.md.tmp-\(UUID().uuidString)",
            state + "/output/.export.xml.tmp-\(UUID().uuidString)",
            state + "/import/.uploads/abandoned.csv", state + "/import/.uploads/1000/abandoned.csv",
        ]
        let kept = [
            state + "/output/reports/2025-W38.md", state + "/output/reports/.2025-W38.md.tmp-mine",
            state + "/import/.uploads/recent.csv", state + "/import/.uploads/1000/recent.csv", state + "/import/export.csv",
        ]
        for path in leftovers + kept { #expect(manager.createFile(atPath: path, contents: Data("x\n".utf8))) }
        let elevenMinutesAgo = Date() - 660
        for path in [state + "/import/.uploads/abandoned.csv", state + "/import/.uploads/1000/abandoned.csv",
                     state + "/import/export.csv"] {
            try manager.setAttributes([.modificationDate: elevenMinutesAgo], ofItemAtPath: path)
        }

        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        for path in leftovers {
            #expect(!manager.fileExists(atPath: path), "\(path) is still there")
            _ = try await daemon.waitForErrorLine { $0.contains("removed '\(path)'") }
        }
        for path in kept { #expect(manager.fileExists(atPath: path), "\(path) was removed") }
        try await stopCleanly(daemon)
    }
}
