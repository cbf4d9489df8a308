import ChildProcessTesting
import Foundation
import Testing

/// Runs the independent checkers: the Python validators in `Tests/oracles` with the venv's
/// interpreter (`LIFTD_VENV_PYTHON`, else `<package root>/.venv/bin/python3`), and tools
/// such as `rsvg-convert`. A missing interpreter fails the test with how to create it;
/// nothing is skipped.
enum OracleProcess {
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "no Python venv at \(path): run `python3 -m venv .venv && .venv/bin/pip install -r "
                + "Tests/oracles/requirements-reports.txt` in the package root, or set LIFTD_VENV_PYTHON"
        }
    }

    struct Failed: Error, CustomStringConvertible {
        let script: String
        let status: Int32
        let standardError: String
        var description: String { "\(script) exited with status \(status): \(standardError)" }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var interpreter: String {
        ProcessInfo.processInfo.environment["LIFTD_VENV_PYTHON"] ?? packageRoot.appendingPathComponent(".venv/bin/python3").path
    }

    /// The standard output of `Tests/oracles/<script>` run on `arguments`; throws when the
    /// venv is missing or the script fails.
    static func run(_ script: String, _ arguments: [String]) async throws -> String {
        let python = interpreter
        guard FileManager.default.isExecutableFile(atPath: python) else { throw Missing(path: python) }
        let path = packageRoot.appendingPathComponent("Tests/oracles/\(script)").path
        return try await run(python, [path] + arguments, name: script)
    }

    /// The standard output of `program` run on `arguments`; throws when it fails. The child
    /// inherits no descriptor of this process and is waited for on a thread of its own, never
    /// on Swift's cooperative pool.
    static func run(_ program: String, _ arguments: [String], name: String) async throws -> String {
        let run = try await ProgramRun.run(program, arguments, environment: ProcessInfo.processInfo.environment)
        guard run.status == 0 else { throw Failed(script: name, status: run.status, standardError: run.standardError) }
        return run.standardOutput
    }
}
