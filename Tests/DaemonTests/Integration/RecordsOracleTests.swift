import ChildProcessTesting
import Foundation
import SampleExports
import TestSupport
import Testing

/// Runs `Tests/oracles/records_through_socket.py`, which starts the built `liftd`, imports
/// each export through `liftctl` and compares `records` with the independent Python oracle.
private func runRecordsOracle(_ arguments: [String]) async throws -> ProgramRun {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("oracles/records_through_socket.py")
    var environment = ProcessInfo.processInfo.environment
    environment[SampleData.environmentVariable] = nil
    return try await ProgramRun.run(
        "/usr/bin/env", ["python3", script.path, "--bin", BuiltProducts.directory.path] + arguments,
        environment: environment, bound: 600)
}

@Suite("records against the Python oracle, through the socket")
struct RecordsOracleTests {
    @Test("Every fixture export and a generated history (whole, and newer half first) give the oracle's records, for every formula")
    func fixtures() async throws {
        let run = try await runRecordsOracle([])
        #expect(run.status == 0, "\(run.outputLines.joined(separator: "\n"))\n\(run.standardError)")
        #expect(run.outputLines.filter { $0.contains("all equal") }.count >= 24, "\(run.outputLines)")
    }

    @Test("Real sample: every sample export gives the oracle's records", .realSampleTier)
    func samples() async throws {
        let directory = try #require(SampleData.directory)
        let run = try await runRecordsOracle(["--data", directory.path, "--samples-only"])
        #expect(run.status == 0, "\(run.outputLines.joined(separator: "\n"))\n\(run.standardError)")
        #expect(run.outputLines.filter { $0.contains("all equal") }.count == 4, "\(run.outputLines)")
    }
}
