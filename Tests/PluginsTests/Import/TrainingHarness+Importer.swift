import Foundation
import Testing
@testable import Plugins
import ZoneInfo

extension TrainingHarness {
    /// The harness's `imports` folder, created if missing.
    func importsFolder() throws -> URL {
        let imports = directory.appendingPathComponent("imports")
        try FileManager.default.createDirectory(at: imports, withIntermediateDirectories: true)
        return imports
    }

    /// An import use case reading from the harness's `imports` folder, times in UTC.
    func importer() -> ImportFileUseCase {
        var options = ImportOptions()
        options.importDirectory = directory.appendingPathComponent("imports").path
        options.timeZone = .utc
        return ImportFileUseCase(options: options)
    }
}

/// Imports `export` (placed in a fresh harness's import folder as `name`) twice and checks
/// that the first import stores every set and the second adds nothing; returns the first reply.
@discardableResult
func expectImportTwiceAddsNothing(_ export: Data, as name: String) async throws -> ImportReply {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 60 * 86_400 // after every fixture and sample, as when an old export is imported
    try export.write(to: try harness.importsFolder().appendingPathComponent(name))
    // Direct handle(_:_:state:) calls: the counts depend on the file, so this checks how the
    // second reply relates to the first, which a TestStore step (the reply spelled out) cannot.
    let first = try #require(try await harness.handle(harness.importer(), .importFile(path: name)).reply as? ImportReply)
    #expect(first.setsAdded == first.setsInFile && first.setsAdded > 0)
    #expect(first.workoutsAdded == first.workoutsInFile)
    #expect(first.unmapped == [])
    let second = try #require(try await harness.handle(harness.importer(), .importFile(path: name)).reply as? ImportReply)
    #expect(second.setsAdded == 0 && second.workoutsAdded == 0)
    #expect(second.setsAlreadyPresent == first.setsInFile)
    #expect(second.skippedRows == first.skippedRows)
    #expect(second.restTimerRows == first.restTimerRows)
    return first
}
