import Foundation
import SampleExports
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

private func copyFixture(_ name: String, to harness: TrainingHarness) throws {
    let imports = try harness.importsFolder()
    try FixtureExports.contents(name).write(to: imports.appendingPathComponent(name))
}

@Test("import reads a fixture from the import directory; a second import adds nothing", arguments: [
    FixtureExports.strongClassic, FixtureExports.strongLegacy, FixtureExports.strongV6,
    FixtureExports.hevy, FixtureExports.hevyImperial,
])
func fixtureImportTwice(file: String) async throws {
    try await expectImportTwiceAddsNothing(FixtureExports.contents(file), as: file)
}

@Test("import of the Hevy fixture reports its format, skipped row and every set")
func fixtureImportReply() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 60 * 86_400 // after every fixture, as when an old export is imported
    try copyFixture(FixtureExports.hevy, to: harness)
    var store = harness.testStore([harness.importer()])
    let reply = ImportReply.imported(
        .hevy, workouts: 2, sets: 9, skippedRows: [SkippedRow(line: 10, reason: "set_type: 'superset' is not a known set type")])
    await store.send(.importFile(path: FixtureExports.hevy), reply: reply)
    await store.receive(ImportFinished(source: FixtureExports.hevy, reply: reply))
    await store.receive(TrainingChanged(cause: "import"))
    store.finish()
    let stored = try harness.repository.sets(startedIn: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9))
    #expect(stored.count == 9)
}

@Test("import refuses fixture paths outside the import directory", arguments: [
    "../liftd.sqlite", "/etc/passwd", "sub/../../liftd.sqlite", "link-out/liftd.sqlite",
])
func fixtureImportConfinement(path: String) async throws {
    let harness = try TrainingHarness()
    try copyFixture(FixtureExports.strongClassic, to: harness)
    try FileManager.default.createSymbolicLink(
        at: harness.directory.appendingPathComponent("imports/link-out"), withDestinationURL: harness.directory)
    var store = harness.testStore([harness.importer()])
    let error = await store.sendExpectingFailure(.importFile(path: path))
    guard case .importRefused(let reason) = error as? TrainingError else {
        Issue.record("expected an import refused, got \(String(describing: error))")
        return
    }
    #expect(reason.contains("outside the import directory"), "\(reason)")
    #expect(try harness.repository.workouts(limit: 1) == [])
}

@Test("import of an empty path or of the import directory itself says so, not that it is outside", arguments: [
    ("", "the path is empty; expected a file in the import directory"), (".", "'.' is the import directory"),
    ("sub/..", "'sub/..' is the import directory"),
])
func importDirectoryItselfRefused(path: String, saying: String) async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([harness.importer()])
    let error = await store.sendExpectingFailure(.importFile(path: path))
    guard case .importRefused(let reason) = error as? TrainingError else {
        Issue.record("expected an import refused, got \(String(describing: error))")
        return
    }
    #expect(reason.hasPrefix(saying), "\(reason)")
}
