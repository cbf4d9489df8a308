import SampleExports
import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

/// The store the default config builds, from the catalog's plugins: import, units change,
/// the `weekly-report` and `health-export` bundles, and the report log.
private func reportStore(_ harness: TrainingHarness, imports: URL) throws -> Store<LiftdState> {
    func make(_ name: String, _ options: String = #"{"time-zone": "UTC"}"#) throws -> any UseCase<LiftdState> {
        try #require(PluginCatalog.all.first { $0.name == name }).make(options: options)
    }
    let weeklyReport = CompoundUseCase("weekly-report", [
        try make("weekly-volume"), try make("summary-markdown", "{}"), try make("summary-json", "{}"), try make("summary-svg", "{}"),
    ])
    let healthExport = CompoundUseCase("health-export", [
        try make("export-fhir"), try make("export-apple-health"), try make("export-strong-csv"), try make("export-fit"),
    ])
    let useCases: [any UseCase<LiftdState>] = [
        try make("import", #"{"time-zone": "UTC", "import-directory": "\#(imports.path)"}"#),
        try make("apply-units-change", "{}"), weeklyReport, healthExport, try make("report-log", "{}"),
    ]
    return Store(initialState: LiftdState(), useCases: useCases, dependencies: harness.dependencies)
}

@Test("The weekly-report and health-export bundles over a generated Strong export match the volume oracle")
func bundlesOverGeneratedData() async throws {
    try await expectBundlesMatchOracle(Data(ExportGenerator.strongV6(workouts: 60, setsPerWorkout: 10).utf8))
}

@Test("Real sample: The weekly-report and health-export bundles over an imported Strong export match the volume oracle", .realSampleTier)
func bundlesOverSampleData() async throws {
    try await expectBundlesMatchOracle(SampleData.contents(SampleData.strongClassic))
}

/// Imports `export`, reports its busiest week and exports everything, checking the report
/// against the volume oracle and the exports with their validators.
private func expectBundlesMatchOracle(_ export: Data) async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 60 * 86_400 // after every sample export, as when an old export is imported
    let imports = harness.directory.appendingPathComponent("imports")
    try FileManager.default.createDirectory(at: imports, withIntermediateDirectories: true)
    let copy = imports.appendingPathComponent("strong.csv")
    try export.write(to: copy)
    let store = try reportStore(harness, imports: imports)
    let imported = await store.send(ImportFile(path: "strong.csv"))
    #expect(imported.succeeded, "\(imported.errors)")

    let oracle = try await OracleProcess.run("/usr/bin/python3", [
        OracleProcess.packageRoot.appendingPathComponent("Tests/oracles/volume_oracle.py").path, copy.path,
    ], name: "volume_oracle.py")
    let lines = oracle.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    let week = try #require(Dictionary(grouping: lines, by: { $0[0] }).max { $0.value.count < $1.value.count })
    let weekly = await store.send(WeeklyReportDue(week: week.key))
    #expect(weekly.succeeded, "\(weekly.errors)")
    #expect(weekly.effects.compactMap { ($0 as? ReportReady)?.format } == ["markdown", "json", "svg"])

    let summary = try #require(await store.state.weeklySummary)
    let done = summary.exercises.filter { $0.current.sets > 0 }
    #expect(done.map(\.exercise) == week.value.map { $0[1] }.sorted())
    for line in week.value {
        let exercise = try #require(done.first { $0.exercise == line[1] })
        #expect(exercise.current.sets == Int(line[2]) && exercise.current.reps == Int(line[3]), "\(line[1])")
        let volume = try #require(Double(line[4]))
        #expect(abs(exercise.current.volumeKilograms - volume) <= 1e-6 * max(1, volume), "\(line[1])")
    }
    let json = try Data(contentsOf: harness.output.appendingPathComponent("reports/\(week.key).json"))
    let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let oracleVolume = week.value.compactMap { Double($0[4]) }.reduce(0, +)
    let writtenVolume = try #require((document["totals"] as? [String: Double])?["volume"])
    #expect(abs(writtenVolume - oracleVolume) <= 0.001)

    let exported = await store.send(HealthExportDue(since: "last-run"))
    #expect(exported.succeeded, "\(exported.errors)")
    let paths = exported.effects.compactMap { ($0 as? ReportReady)?.paths.first }
    #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent }.prefix(3) == ["fhir-bundle.json", "export.xml", "strong.csv"])
    let observations = try await OracleProcess.run("fhir_oracle.py", [paths[0]]).split(separator: "\n")
    let workoutCount = try harness.repository.workouts(limit: 100_000).count
    #expect(observations.count == workoutCount)
    let fitPaths = exported.effects.compactMap { $0 as? ReportReady }.first { $0.format == "fit" }?.paths ?? []
    #expect(fitPaths.count == workoutCount)
    let activities = try await OracleProcess.run("fit_oracle.py", fitPaths).split(separator: "\n")
    #expect(activities.count == workoutCount)
    let again = await store.send(HealthExportDue())
    #expect(again.succeeded && again.effects.isEmpty)
}
