import Foundation
import Testing

/// The `import` lines under Sources/, checked against the layering rules docs/ARCHITECTURE.md
/// states (`LayeringRules`).
@Suite("Layering: every import keeps the rules of docs/ARCHITECTURE.md")
struct LayeringTests {
    /// The directories under Sources/: Swift targets and C shims.
    static func sourceDirectories() throws -> [String] {
        let sources = RepositoryFiles.root.appendingPathComponent("Sources")
        return try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: sources.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// Every `import` line of every Swift file under Sources/ (attributes, access levels and
    /// `#if` around it included), and the targets that have Swift files.
    static func sourceImports() throws -> (imports: [LayeringRules.Import], swiftTargets: Set<String>) {
        let sources = RepositoryFiles.root.appendingPathComponent("Sources")
        var imports: [LayeringRules.Import] = []
        var swiftTargets: Set<String> = []
        for target in try sourceDirectories() {
            let directory = sources.appendingPathComponent(target)
            let files = (FileManager.default.subpaths(atPath: directory.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            if !files.isEmpty { swiftTargets.insert(target) }
            for file in files {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for module in modulesImported(by: text) where module != target {
                    imports.append(.init(target: target, file: "Sources/\(target)/\(file)", module: module))
                }
            }
        }
        return (imports, swiftTargets)
    }

    /// The module of each `import` line of the Swift source `text`, in order.
    static func modulesImported(by text: String) -> [String] {
        let importLine = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)/
        return text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            line.prefixMatch(of: importLine).map { String($0.1) }
        }
    }

    static func rules() throws -> LayeringRules {
        try LayeringRules(architecture: RepositoryFiles.text("docs/ARCHITECTURE.md"), sourceTargets: Set(sourceDirectories()))
    }

    @Test("Every import under Sources/ is one the layer table and the nevers of docs/ARCHITECTURE.md allow")
    func sourcesKeepTheRules() throws {
        let (imports, swiftTargets) = try Self.sourceImports()
        #expect(imports.count > 100, "found only \(imports.count) import lines under Sources/")
        let violations = try Self.rules().violations(of: imports, sourceTargets: swiftTargets)
        #expect(violations.isEmpty, "\(violations.count) broken:\n\(violations.joined(separator: "\n"))")
    }

    @Test("The rules read from the doc refuse each import the doc names as never allowed", arguments: [
        ("SignalStore", "Workouts"), ("Workouts", "Cron"), ("Cron", "SignalStore"), ("JSONValues", "DurationUnits"),
        ("Plugins", "Glibc"), ("Plugins", "CLinux"), ("Plugins", "CSQLite"), ("Plugins", "CSystemd"),
        ("Plugins", "WorkoutsSQLite"), ("Plugins", "ControlServer"), ("Plugins", "PluginFileSystem"), ("Plugins", "Daemon"),
        ("Configuration", "ControlServer"), ("Configuration", "Inbox"), ("Configuration", "Cron"),
        ("Configuration", "ControlProtocol"), ("Scheduler", "Plugins"), ("Scheduler", "WorkoutsSQLite"),
        ("Scheduler", "Configuration"), ("ZoneInfo", "Workouts"), ("ControlClient", "Configuration"),
        ("Inbox", "SignalStore"), ("ControlServer", "SignalStore"), ("Systemd", "ControlServer"),
        ("WorkoutsSQLite", "Scheduler"), ("Scheduler", "Daemon"), ("Cron", "CCurl"), ("Daemon", "FoundationNetworking"),
        ("MessageText", "ControlProtocol"), ("SchedulerContract", "Plugins"), ("PluginFileSystem", "Daemon"),
    ])
    func brokenRuleIsReported(target: String, module: String) throws {
        let rules = try Self.rules()
        let broken = LayeringRules.Import(target: target, file: "Sources/\(target)/Example.swift", module: module)
        let violations = rules.violations(of: [broken], sourceTargets: Set(rules.rows.map(\.target)))
        #expect(violations.contains { $0.hasPrefix("Sources/\(target)/Example.swift: \(target) imports \(module), ") },
                "\(violations)")
    }

    @Test("The layer table has a row for every module the brief layers name, inside out")
    func tableIsInsideOut() throws {
        let rows = try Self.rules().rows.map(\.target)
        let inner = ["SignalStore", "ZoneInfo", "Workouts", "Cron", "MessageText", "SchedulerContract"]
        let outer = ["Plugins", "PluginFileSystem", "Configuration", "Scheduler", "Daemon"]
        for module in inner + outer { #expect(rows.contains(module), "no row for \(module)") }
        for low in inner {
            for high in outer { #expect((rows.firstIndex(of: low) ?? .max) < (rows.firstIndex(of: high) ?? -1), "\(low) before \(high)") }
        }
    }

    @Test("A target without a row, and a table that lets a target import one below it, are reported")
    func tableGapsAreReported() throws {
        let text = """
            | target | what it is | may import |
            |---|---|---|
            | `Low` | a low module | `High` |
            | `High` | a high module | `Low` |

            ```nevers
            .* -> FoundationNetworking
            ```
            """
        let rules = try LayeringRules(architecture: text, sourceTargets: ["Low", "High", "Stray"])
        let violations = rules.violations(of: [], sourceTargets: ["Low", "High", "Stray"])
        #expect(violations == [
            "Sources/Stray has no row in the layer table of docs/ARCHITECTURE.md",
            "the layer table lets Low import High, which is not in a row above it",
        ])
    }

    @Test("A module graph that draws other arrows than the imports, or leaves a target out, is reported")
    func graphDifferencesAreReported() throws {
        let text = """
            | target | what it is | may import |
            |---|---|---|
            | `Low` | a low module | nothing of ours |
            | `Mid` | a middle module | `Low` |
            | `High` | a high module | `Low`, `Mid` |

            ```nevers
            .* -> FoundationNetworking
            ```

            ```graph
            top          High ─► Low,
                                 Gone (not under Sources/ yet)
            middle       Mid ─► High
            ```
            """
        let targets: Set = ["Low", "Mid", "High"]
        let rules = try LayeringRules(architecture: text, sourceTargets: targets)
        let imports = [("High", "Low"), ("Mid", "Low")].map {
            LayeringRules.Import(target: $0.0, file: "Sources/\($0.0)/A.swift", module: $0.1)
        }
        #expect(rules.violations(of: imports, sourceTargets: targets) == [
            "the module graph of docs/ARCHITECTURE.md does not draw Low",
            "the module graph draws Mid ─► High, but it imports Low",
        ])
    }
}
