import ChildProcessTesting
import Foundation
import TestSupport
import Testing

/// Runs `Tests/oracles/program_oracle.py`: the four templates' rules written out again in
/// Python, checked through the socket against `today`, `program-state` and
/// `preview-program` over scripted sequences of at least twelve weeks each.
@Suite("training programs against the Python oracle, through the socket")
struct ProgramOracleTests {
    @Test("Every scripted sequence (successes, failures, deloads, stages, short AMRAP sets, skips, a correction) matches the oracle")
    func scriptedSequences() async throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("oracles/program_oracle.py")
        let run = try await ProgramRun.run(
            "/usr/bin/env", ["python3", script.path, "--bin", BuiltProducts.directory.path], bound: 600)
        #expect(run.status == 0, "\(run.outputLines.joined(separator: "\n"))\n\(run.standardError)")
        #expect(run.outputLines.filter { $0.hasSuffix(": all equal") }.count == 12, "\(run.outputLines)")
    }
}
