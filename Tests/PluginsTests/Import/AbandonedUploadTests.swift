import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

/// Uploads nobody finishes do not stay: a failed import removes its upload, and uploads idle
/// for over an hour are removed by the next new upload and when the daemon starts.
@Suite("Abandoned uploads")
struct AbandonedUploadTests {
    private static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"

    /// Stages upload `name` and backdates its last write to `age` before the harness's clock.
    private func stage(_ name: String, idleFor age: TimeInterval, in harness: TrainingHarness) async throws -> String {
        _ = try await harness.handle(harness.importer(), ImportChunk.carrying(Self.header, upload: name))
        let path = harness.directory.appendingPathComponent("imports/.uploads/\(name).csv").path
        try FileManager.default.setAttributes([.modificationDate: harness.now - age], ofItemAtPath: path)
        return path
    }

    @Test("A new upload removes the uploads idle for over an hour and keeps the others")
    func newUploadRemovesIdleOnes() async throws {
        let harness = try TrainingHarness()
        let abandoned = try await stage("abandoned", idleFor: 2 * 3_600, in: harness)
        let recent = try await stage("recent", idleFor: 30 * 60, in: harness)
        let notAnUpload = harness.directory.appendingPathComponent("imports/.uploads/notes.txt").path
        #expect(FileManager.default.createFile(atPath: notAnUpload, contents: Data("x".utf8)))
        try FileManager.default.setAttributes([.modificationDate: harness.now - 7_200], ofItemAtPath: notAnUpload)

        _ = try await harness.handle(harness.importer(), ImportChunk.carrying(Self.header, upload: "new"))
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: recent))
        #expect(FileManager.default.fileExists(atPath: notAnUpload))
        #expect(FileManager.default.fileExists(atPath: harness.directory.appendingPathComponent("imports/.uploads/new.csv").path))
    }

    @Test("A piece of an upload under way removes nothing")
    func laterPieceRemovesNothing() async throws {
        let harness = try TrainingHarness()
        let abandoned = try await stage("abandoned", idleFor: 2 * 3_600, in: harness)
        _ = try await harness.handle(harness.importer(), ImportChunk.carrying(Self.header, upload: "going", size: 2 * Self.header.utf8.count))
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        let idle = try await stage("idle", idleFor: 2 * 3_600, in: harness)
        _ = try await harness.handle(
            harness.importer(), ImportChunk.carrying(Self.header, upload: "going", offset: Self.header.utf8.count))
        #expect(FileManager.default.fileExists(atPath: idle))
    }

    @Test("An upload whose import fails is removed")
    func failedImportRemovesUpload() async throws {
        let harness = try TrainingHarness()
        let staged = try await stage("broken", idleFor: 0, in: harness)
        try "not,an,export\n".write(toFile: staged, atomically: false, encoding: .utf8)
        await #expect(throws: TrainingError.self) {
            try await harness.handle(harness.importer(), ImportExport.upload("broken", holding: "not,an,export\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: staged))
    }

    @Test("An upload is staged private: its file 0600 in a 0700 directory")
    func stagedPrivately() async throws {
        let harness = try TrainingHarness()
        let staged = try await stage("private", idleFor: 0, in: harness)
        let attributes = try FileManager.default.attributesOfItem(atPath: staged)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let directory = try FileManager.default.attributesOfItem(atPath: (staged as NSString).deletingLastPathComponent)
        #expect(directory[.posixPermissions] as? Int == 0o700)
    }

    @Test("The clean-up at start removes idle uploads and interrupted writes and names each")
    func cleanupAtStart() async throws {
        let harness = try TrainingHarness()
        // Both staged first: staging one removes the other if it is already idle too long.
        let abandoned = try await stage("abandoned", idleFor: 0, in: harness)
        let recent = try await stage("recent", idleFor: 0, in: harness)
        try FileManager.default.setAttributes([.modificationDate: harness.now - 3_601], ofItemAtPath: abandoned)
        try FileManager.default.setAttributes([.modificationDate: harness.now - 3_599], ofItemAtPath: recent)
        try FileManager.default.createDirectory(at: harness.output, withIntermediateDirectories: true)
        let interrupted = harness.output.appendingPathComponent(AtomicFileWriter.temporaryName(for: "summary.json")).path
        #expect(FileManager.default.createFile(atPath: interrupted, contents: Data("partial".utf8)))

        let cleanup = Leftovers.remove(
            outputDirectory: harness.output.path, importDirectory: harness.directory.appendingPathComponent("imports").path,
            now: harness.now)
        #expect(cleanup == Leftovers.Cleanup(removed: [interrupted, abandoned], problems: []))
        #expect(FileManager.default.fileExists(atPath: recent))
    }
}

@Suite("Staged uploads")
struct StagedUploadLimitTests {
    @Test("A 17th upload is refused while 16 are staged; importing one, or one going idle, makes room")
    func stagedUploadsAreBounded() async throws {
        let harness = try TrainingHarness()
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        for number in 0..<UploadLimits.maximumStagedUploads {
            _ = try await harness.handle(harness.importer(), ImportChunk.carrying(header, upload: "u-\(number)"))
        }
        let refusal = TrainingError.importRefused(
            "upload 'u-16' not started: 16 uploads are staged, the most at once; import one "
                + "(import upload=ID), or start this one again once an upload was idle for an hour")
        await #expect(throws: refusal) {
            try await harness.handle(harness.importer(), ImportChunk.carrying(header, upload: "u-16"))
        }
        let uploads = harness.directory.appendingPathComponent("imports/.uploads")
        #expect(!FileManager.default.fileExists(atPath: uploads.appendingPathComponent("u-16.csv").path))
        // An upload staged already may start over.
        _ = try await harness.handle(harness.importer(), ImportChunk.carrying(header, upload: "u-3"))

        try FileManager.default.setAttributes([.modificationDate: harness.now - 7_200],
                                              ofItemAtPath: uploads.appendingPathComponent("u-0.csv").path)
        _ = try await harness.handle(harness.importer(), ImportChunk.carrying(header, upload: "u-16"))
        #expect(FileManager.default.fileExists(atPath: uploads.appendingPathComponent("u-16.csv").path))
    }
}
