import SampleExports
import ChildProcessTesting
import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

/// One line of the Python oracle's output.
private struct OracleLine {
    let week: String
    let exercise: String
    let sets: Int
    let reps: Int
    let volume: Double
}

/// The oracle could not be run or printed something unreadable.
private struct OracleFailure: Error, CustomStringConvertible {
    let description: String
}

/// Runs `Tests/oracles/volume_oracle.py` on `file` (off the cooperative pool) and parses its
/// lines; throws when the oracle fails or prints a line it cannot read.
private func runOracle(_ file: URL, pounds: Bool) async throws -> [OracleLine] {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("oracles/volume_oracle.py")
    let run = try await ProgramRun.run(
        "/usr/bin/env", ["python3", script.path, file.path] + (pounds ? ["--pounds"] : []),
        environment: ProcessInfo.processInfo.environment)
    guard run.status == 0 else {
        throw OracleFailure(description: "the oracle failed on \(file.lastPathComponent) (\(run.status)): \(run.standardError)")
    }
    return try run.outputLines.map { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 5, let sets = Int(fields[2]), let reps = Int(fields[3]), let volume = Double(fields[4])
        else { throw OracleFailure(description: "unreadable oracle line: \(line)") }
        return OracleLine(week: fields[0], exercise: fields[1], sets: sets, reps: reps, volume: volume)
    }
}

@Test("Weekly volume replies match the independent Python oracle for every fixture export", arguments: [
    (FixtureExports.strongClassic, false), (FixtureExports.strongClassic, true), (FixtureExports.strongLegacy, false),
    (FixtureExports.strongV6, false), (FixtureExports.hevy, false), (FixtureExports.hevyImperial, false),
])
func fixtureVolumeMatchesOracle(file: String, pounds: Bool) async throws {
    try await expectVolumeMatchesOracle(FixtureExports.contents(file), pounds: pounds)
}

@Test("Weekly volume replies match the independent Python oracle over a generated year of workouts")
func generatedVolumeMatchesOracle() async throws {
    try await expectVolumeMatchesOracle(Data(ExportGenerator.strongV6(workouts: 365, setsPerWorkout: 8).utf8), pounds: false)
}

@Test("Real sample: Weekly volume replies match the independent Python oracle for every sample export", .realSampleTier, arguments: [
    (SampleData.strongClassic, false), (SampleData.strongClassic, true), (SampleData.strongV6, false),
    (SampleData.hevy, false),
])
func volumeMatchesOracle(file: String, pounds: Bool) async throws {
    try await expectVolumeMatchesOracle(SampleData.contents(file), pounds: pounds)
}

/// Imports `export` and compares every week's `volume` reply with the oracle's totals.
private func expectVolumeMatchesOracle(_ export: Data, pounds: Bool) async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 60 * 86_400 // after every sample export, as when an old export is imported
    let imports = harness.directory.appendingPathComponent("imports")
    try FileManager.default.createDirectory(at: imports, withIntermediateDirectories: true)
    let copy = imports.appendingPathComponent("export.csv")
    try export.write(to: copy)
    let options = #"{"time-zone": "UTC", "import-directory": "\#(imports.path)"}"#
    let store = try harness.store(options: options)

    let imported = await store.send(ImportFile(path: "export.csv", units: pounds ? "lbs" : "kg"))
    #expect(imported.succeeded, "\(imported.errors)")

    let expected = try await runOracle(copy, pounds: pounds)
    #expect(!expected.isEmpty)
    let weeks = Dictionary(grouping: expected, by: \.week)
    var setsSeen = 0
    for (week, lines) in weeks {
        let outcome = await store.send(Volume(week: week))
        let reply = try #require(outcome.reply as? VolumeUseCase.Reply, "\(week): \(outcome.errors)")
        #expect(reply.exercises.map(\.exercise) == lines.map(\.exercise).sorted(), "\(week)")
        for line in lines {
            let actual = try #require(reply.exercises.first { $0.exercise == line.exercise })
            #expect(actual.sets == line.sets, "\(week) \(line.exercise) sets")
            #expect(actual.reps == line.reps, "\(week) \(line.exercise) reps")
            #expect(abs(actual.volumeKilograms - line.volume) <= 1e-6 * max(1, line.volume),
                    "\(week) \(line.exercise) volume \(actual.volumeKilograms) vs \(line.volume)")
            setsSeen += actual.sets
        }
    }
    // No working set landed in a week the oracle does not know.
    let everything = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9)
    let stored = try harness.repository.sets(startedIn: everything).filter(\.kind.isWorking)
    #expect(stored.count == setsSeen)
}
