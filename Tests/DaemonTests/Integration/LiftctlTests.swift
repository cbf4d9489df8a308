import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// The real `liftctl` against the real daemon.
@Suite("liftctl")
struct LiftctlTests {
    private func liftctl(_ arguments: [String], input: String = "") async throws -> ProgramRun {
        try await ProgramRun.run(try BuiltProducts.path("liftctl"), arguments, input: input)
    }

    @Test("status prints aligned key: value rows for people")
    func humanStatus() async throws {
        let daemon = try await startDaemon()
        let run = try await liftctl(["-s", daemon.sandbox.socketPath, "status"])
        #expect(run.status == 0)
        let lines = run.outputLines
        #expect(lines.map { String($0.prefix { $0 != " " }) }
            == ["chainsRun:", "clients:", "config:", "configLoadedAt:", "queueDepth:", "recentErrors:", "subscribers:",
                "timeZone:", "uptimeSeconds:", "version:"])
        // Values start in one column, one space after the longest key and its colon.
        let column = "configLoadedAt:".count + 1
        for line in lines {
            #expect(line.count > column && line.dropFirst(column).first != " ", "misaligned: \(line)")
            #expect(line.prefix(column).hasSuffix(" "), "misaligned: \(line)")
        }
        #expect(lines.contains("version:" + String(repeating: " ", count: column - 8) + Liftd.version))
        #expect(lines.contains("config:" + String(repeating: " ", count: column - 7) + daemon.sandbox.configPath))
        #expect(lines.contains("recentErrors:" + String(repeating: " ", count: column - 13) + "(none)"))
        try await stopCleanly(daemon)
    }

    @Test("help prints the signals people send as a table of access, typed fields and purpose, the internal ones apart")
    func humanHelp() async throws {
        let daemon = try await startDaemon()
        let run = try await liftctl(["--socket", daemon.sandbox.socketPath, "help"])
        #expect(run.status == 0)
        let lines = run.outputLines
        // The standard sandbox configures no plugin that sends signals of its own.
        #expect(lines.first == "internal: (none)", "\(run.standardOutput)")
        let start = try #require(lines.firstIndex(of: "commands:"), "no commands section: \(run.standardOutput)")
        let table = Array(lines[(start + 1)...])
        #expect(table.allSatisfy { $0.hasPrefix("  ") }, "the table is not indented under commands:")
        let rows = table.map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(rows.first == ["SIGNAL", "ACCESS", "FIELDS", "PURPOSE"])
        #expect(rows.dropFirst().map { $0.first ?? "" }
            == ["help", "log-set", "ping", "reload", "run-schedule", "schedules", "start-workout", "state", "status", "subscribe",
                "workout", "workouts"])
        #expect(rows.contains { $0.starts(with: ["log-set", "operator", "exercise:string,", "weight:number?,", "reps:integer?,"]) })
        #expect(rows.contains { $0.starts(with: ["help", "read", "name:string?", "the", "signals", "liftd", "takes;"]) })
        #expect(rows.contains { $0.starts(with: ["reload", "admin", "read", "the", "config", "again;"]) })
        let header = try #require(table.first)
        for column in ["ACCESS", "PURPOSE"] {
            let offset = try #require(header.range(of: column)).lowerBound.utf16Offset(in: header)
            for line in table.dropFirst() {
                #expect(line.dropFirst(offset).first != " " && line.dropFirst(offset - 2).hasPrefix("  "),
                        "misaligned under \(column): \(line)")
            }
        }
        try await stopCleanly(daemon)
    }

    @Test("help SIGNAL describes one signal: purpose, access, example, and each field's type, values and default")
    func helpPage() async throws {
        let daemon = try await startDaemon()
        let path = daemon.sandbox.socketPath
        let run = try await liftctl(["-s", path, "help", "log-set"])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.outputLines
        let row = { (key: String) -> String? in
            lines.first { $0.hasPrefix(key + ":") }.map { $0.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces) }
        }
        #expect(row("signal") == "log-set")
        #expect(row("access") == "operator")
        #expect(row("internal") == "no")
        #expect(row("purpose") == "log one set into the workout in progress (or the one named; with none, one is started)")
        #expect(row("example") == #"log-set exercise="Bench Press (Barbell)" weight=100 reps=5"#)
        let start = try #require(lines.firstIndex(of: "fields:"), "no fields section: \(run.standardOutput)")
        let table = Array(lines[(start + 1)...])
        #expect(table.first?.split(separator: " ") == ["NAME", "DEFAULT", "REQUIRED", "SUMMARY", "TYPE", "VALUES"])
        #expect(table.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
            == ["exercise", "weight", "reps", "units", "kind", "rpe", "seconds", "distance", "notes", "workout", "at"])
        let units = try #require(table.first { $0.hasPrefix("  units ") })
        #expect(units.contains("the log-set plugin's units option (by default config units)") && units.contains(" string ") && units.hasSuffix("kg, lb"),
                "\(units)")
        let kind = try #require(table.first { $0.hasPrefix("  kind ") })
        #expect(kind.contains("normal ") && kind.hasSuffix("normal, warm-up, drop, failure"), "\(kind)")
        // The same page as JSON, asked for with the field rather than the argument.
        let json = try await liftctl(["-s", path, "--json", "help", "name=log-set"])
        let page = try result(of: try #require(json.outputLines.first))
        #expect(page["access"] == .string("operator") && page["internal"] == .bool(false))
        let exercise = page["fields"]?.elements.first
        #expect(exercise?["name"] == .string("exercise") && exercise?["required"] == .bool(true) && exercise?["type"] == .string("string"))

        let wrong = try await liftctl(["-s", path, "help", "log-sett"])
        #expect(wrong.status == 1)
        #expect(wrong.standardError == "error [unknown-signal]: unknown signal 'log-sett' (did you mean 'log-set'?)\n")
        let twice = try await liftctl(["-s", path, "help", "log-set", "ping"])
        #expect(twice.status == 64)
        try await stopCleanly(daemon)
    }

    @Test("A misspelt set kind is refused with the kind it nearly is, and nothing is logged")
    func kindSuggested() async throws {
        let daemon = try await startDaemon()
        let path = daemon.sandbox.socketPath
        #expect(try await liftctl(["-s", path, "start-workout", "name=Legs"]).status == 0)
        let run = try await liftctl(["-s", path, "log-set", "exercise=Squat (Barbell)", "weight=60", "reps=5", "kind=wramup"])
        #expect(run.status == 1)
        #expect(run.standardError
            == "error [invalid-field]: kind: 'wramup' is not normal, warm-up, drop or failure (did you mean 'warm-up'?)\n")
        let workout = try result(of: try await daemon.request("workout workout=1"))
        #expect(workout["sets"]?.elements.isEmpty == true, "\(workout)")
        try await stopCleanly(daemon)
    }

    @Test("--json prints the raw answer line; an error answer exits 1 with the error on stderr")
    func jsonAndErrors() async throws {
        let daemon = try await startDaemon()
        let path = daemon.sandbox.socketPath
        let ping = try await liftctl(["--json", "-s", path, "ping"])
        #expect(ping.status == 0)
        #expect(ping.outputLines == [#"{"ok":true,"result":{"pong":true,"version":"\#(Liftd.version)"}}"#])
        let wrong = try await liftctl(["-s", path, "stauts"])
        #expect(wrong.status == 1)
        #expect(wrong.standardOutput.isEmpty)
        #expect(wrong.standardError == "error [unknown-signal]: unknown signal 'stauts' (did you mean 'status'?)\n")
        let wrongJSON = try await liftctl(["-s", path, "--json", "log-set", "exercise=Squat (Barbell)", "reps=five"])
        #expect(wrongJSON.status == 1)
        #expect(try errorCode(of: wrongJSON.outputLines.first) == "invalid-field")
        try await stopCleanly(daemon)
    }

    @Test("a refused value is reported by field and problem, without the use case's type name")
    func errorsNameFieldAndProblem() async throws {
        let daemon = try await startDaemon()
        let path = daemon.sandbox.socketPath
        #expect(try await liftctl(["-s", path, "start-workout", "name=Legs"]).status == 0)
        let negative = try await liftctl(["-s", path, "log-set", "exercise=Squat (Barbell)", "weight=-5", "reps=5"])
        #expect(negative.status == 1)
        #expect(negative.standardOutput.isEmpty)
        #expect(negative.standardError == "error [invalid-field]: weight must be between 0 and 1000 kg; got -5 kg\n")
        let bare = try await liftctl(["-s", path, "log-set", "weight=-5"])
        #expect(bare.status == 1)
        #expect(bare.standardError == "error [missing-field]: log-set: missing field 'exercise'\n")
        // The client was told; status' recent errors are for the daemon's own failures.
        let errors = try result(of: try await daemon.request("status"))["recentErrors"]?.elements ?? []
        #expect(errors.isEmpty, "\(errors)")
        try await stopCleanly(daemon)
    }

    @Test("workouts prints a table whose rows list each logged workout")
    func workoutsTable() async throws {
        let daemon = try await startDaemon()
        let path = daemon.sandbox.socketPath
        #expect(try await liftctl(["-s", path, "start-workout", "name=Leg day"]).status == 0)
        #expect(try await liftctl(["-s", path, "log-set", "exercise=Squat (Barbell)", "weight=100", "reps=5"]).status == 0)
        #expect(try await liftctl(["-s", path, "log-set", "exercise=Squat (Barbell)", "weight=100", "reps=4"]).status == 0)
        let run = try await liftctl(["-s", path, "workouts"])
        #expect(run.status == 0)
        let lines = run.outputLines
        try #require(lines.count == 2, "expected a header and one row: \(run.standardOutput)")
        #expect(lines[0].split(separator: " ") == ["NAME", "START", "SETCOUNT", "ID"])
        let row = lines[1]
        #expect(row.hasPrefix("Leg day  "), "row: \(row)")
        #expect(row.hasSuffix("  2         1"), "row: \(row)")
        // Every cell starts under its column's header.
        for header in ["START", "SETCOUNT", "ID"] {
            let column = try #require(lines[0].range(of: header)).lowerBound.utf16Offset(in: lines[0])
            #expect(row.dropFirst(column - 2).hasPrefix("  ") && row.dropFirst(column).first != " ", "misaligned under \(header): \(row)")
        }
        try await stopCleanly(daemon)
    }

    @Test("--version prints liftd's version and exits 0 without a daemon")
    func version() async throws {
        for option in ["--version", "-V"] {
            let run = try await liftctl([option])
            #expect(run.status == 0)
            #expect(run.outputLines == ["liftctl \(Liftd.version)"])
            #expect(run.standardError.isEmpty)
        }
    }

    @Test("with no daemon listening, liftctl exits 69 and says how to fix it")
    func noDaemon() async throws {
        let sandbox = try DaemonSandbox()
        let run = try await liftctl(["-s", sandbox.socketPath, "ping"])
        #expect(run.status == 69)
        #expect(run.standardError.contains("cannot connect to \(sandbox.socketPath)"))
        #expect(run.standardError.contains("is liftd running?"))
    }

    @Test("liftctl - sends stdin's lines as one batch, answered in order; an error among them exits 1")
    func batch() async throws {
        let daemon = try await startDaemon()
        let lines = (1...50).map { "ping id=\($0)" } + ["nope id=51", #"{"signal":"status","id":52}"#]
        let run = try await liftctl(["-s", daemon.sandbox.socketPath, "--json", "-"],
                                    input: lines.joined(separator: "\n") + "\n\n")
        #expect(run.status == 1)
        #expect(try run.outputLines.map { try members(of: $0)["id"] } == (1...52).map { JSONValue.integer($0) })
        #expect(try errorCode(of: run.outputLines[50]) == "unknown-signal")
        let good = try await liftctl(["-s", daemon.sandbox.socketPath, "-"], input: "ping\nstatus\n")
        #expect(good.status == 0)
        try await stopCleanly(daemon)
    }
}
