import Foundation

/// The layering rules docs/ARCHITECTURE.md states, read from it: the layer table (what each
/// target may import of ours, each import a row above), the `nevers` block (`A -> B`: no
/// target matching `A` imports a module matching `B`) and the `graph` block (what each target
/// imports of ours). `violations(of:)` says which imports break them.
struct LayeringRules {
    /// One row of the layer table: a target and the modules of ours it may import.
    struct Row {
        let target: String
        let mayImport: Set<String>
    }

    /// One line of the `nevers` block.
    struct Never {
        let line: String
        let targets: Regex<AnyRegexOutput>
        let modules: Regex<AnyRegexOutput>
    }

    /// One `import` line: the target whose file holds it, the file, the module.
    struct Import: Hashable {
        let target: String
        let file: String
        let module: String
    }

    /// The table's rows, inside out.
    let rows: [Row]
    let nevers: [Never]
    /// The module graph's arrows: each target drawn and the modules it points to.
    let graph: [String: Set<String>]
    /// Every module of ours: the table's targets and the directories under Sources/.
    let ours: Set<String>
    /// The directories under Sources/, C shims included.
    let directories: Set<String>

    /// The rules `architecture` (the text of docs/ARCHITECTURE.md) states; `sourceTargets` are
    /// the directories under Sources/, C shims included, which the table's cells may name.
    init(architecture: String, sourceTargets: Set<String>) throws {
        let lines = architecture.components(separatedBy: "\n")
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| target | what it is | may import |") }) else {
            throw RulesError("docs/ARCHITECTURE.md has no layer table ('| target | what it is | may import |')")
        }
        let tableLines = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
        let cells = tableLines.map { line in
            line.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
                .components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let targets = cells.map { $0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        let named = Set(targets).union(sourceTargets)
        var rows: [Row] = []
        for (target, row) in zip(targets, cells) {
            guard let cell = row.last, row.count >= 3 else { throw RulesError("the table's row of \(target) has no 'may import' cell") }
            var allowed = Set(cell.matches(of: /`([A-Za-z][\w-]*)`/).map { String($0.1) }).intersection(named)
            if cell.contains("everything above") {
                allowed.formUnion(rows.flatMap { [$0.target] + $0.mayImport })
            }
            rows.append(Row(target: target, mayImport: allowed))
        }
        self.rows = rows
        ours = named
        directories = sourceTargets
        guard let start = lines.firstIndex(of: "```nevers") else {
            throw RulesError("docs/ARCHITECTURE.md has no ```nevers block")
        }
        nevers = try lines[(start + 1)...].prefix { $0 != "```" }.filter { !$0.isEmpty }.map { line in
            let sides = line.components(separatedBy: " -> ")
            guard sides.count == 2 else { throw RulesError("a never is 'A -> B', not '\(line)'") }
            return Never(line: line, targets: try Regex(sides[0]), modules: try Regex(sides[1]))
        }
        let graphLines = lines.firstIndex(of: "```graph").map { lines[($0 + 1)...].prefix { $0 != "```" } } ?? []
        graph = Self.arrows(in: Array(graphLines), ours: named)
    }

    /// The arrows of the graph's lines: `Target ─► A, B,` (a list ending in a comma goes on
    /// on the next line); a line without an arrow draws modules that import nothing of ours.
    /// A layer's label, and text in parentheses, are left out.
    private static func arrows(in lines: [String], ours: Set<String>) -> [String: Set<String>] {
        var graph: [String: Set<String>] = [:]
        var continuing: String?
        for line in lines {
            let text = line.replacing(/\([^)]*\)/, with: "")
            let names = { (list: Substring) in
                list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter(ours.contains)
            }
            if let arrow = text.range(of: "─►"), let target = text[..<arrow.lowerBound].split(separator: " ").last {
                graph[String(target)] = Set(names(text[arrow.upperBound...]))
                continuing = text.trimmingCharacters(in: .whitespaces).hasSuffix(",") ? String(target) : nil
            } else if let target = continuing {
                graph[target, default: []].formUnion(names(Substring(text)))
                continuing = text.trimmingCharacters(in: .whitespaces).hasSuffix(",") ? target : nil
            } else {
                for name in text.split(separator: " ").flatMap({ names($0) }) { graph[name, default: []] = [] }
            }
        }
        return graph
    }

    /// Every rule `imports` break, one sentence each, naming the file; and each of
    /// `sourceTargets` (the Swift targets under Sources/) without a row.
    func violations(of imports: [Import], sourceTargets: Set<String>) -> [String] {
        var found: [String] = []
        let rowIndex = Dictionary(rows.enumerated().map { ($1.target, $0) }, uniquingKeysWith: { first, _ in first })
        for target in sourceTargets.sorted() where rowIndex[target] == nil {
            found.append("Sources/\(target) has no row in the layer table of docs/ARCHITECTURE.md")
        }
        for (index, row) in rows.enumerated() {
            for module in row.mayImport.sorted() where (rowIndex[module] ?? -1) >= index {
                found.append("the layer table lets \(row.target) import \(module), which is not in a row above it")
            }
        }
        for entry in imports {
            if ours.contains(entry.module), let index = rowIndex[entry.target], !rows[index].mayImport.contains(entry.module) {
                found.append("\(entry.file): \(entry.target) imports \(entry.module), which its row in the layer table does not list")
            }
            for never in nevers where entry.target.wholeMatch(of: never.targets) != nil
                && entry.module.wholeMatch(of: never.modules) != nil {
                found.append("\(entry.file): \(entry.target) imports \(entry.module), which '\(never.line)' forbids")
            }
        }
        return found + graphDifferences(from: imports, sourceTargets: sourceTargets)
    }

    /// Where the module graph differs from the imports of `sourceTargets`; a module not under
    /// Sources/ yet is left out of the comparison.
    private func graphDifferences(from imports: [Import], sourceTargets: Set<String>) -> [String] {
        guard !graph.isEmpty else { return [] }
        return sourceTargets.sorted().compactMap { target in
            let imported = Set(imports.filter { $0.target == target && ours.contains($0.module) }.map(\.module))
            guard let drawn = graph[target]?.intersection(directories) else {
                return "the module graph of docs/ARCHITECTURE.md does not draw \(target)"
            }
            guard drawn != imported else { return nil }
            return "the module graph draws \(target) ─► \(drawn.sorted().joined(separator: ", ")), "
                + "but it imports \(imported.sorted().joined(separator: ", "))"
        }
    }

    /// Why the rules could not be read.
    struct RulesError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
