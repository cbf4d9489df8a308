import Foundation

/// An mdoc page from `man/`, read for what it documents: the flags (`.Fl`) and command
/// modifiers (`.Cm`) that head its list entries (`.It`), which is where options,
/// subcommands, config keys, plugins and signals are described, and those it names anywhere.
struct ManPage {
    /// The page's path inside the repository, e.g. `man/liftd.8`.
    let path: String
    /// The `.Fl` arguments of `.It` lines, with their leading dash: `.It Fl -config Ar file`
    /// gives `--config`.
    let entryFlags: Set<String>
    /// The `.Cm` arguments of `.It` lines: `.It Cm read , Cm operator` gives `read` and
    /// `operator`.
    let entries: Set<String>
    /// Every `.Cm` argument anywhere on the page.
    let commandModifiers: Set<String>

    init(_ path: String) throws {
        self.path = path
        let source = try RepositoryFiles.text(path)
            .replacingOccurrences(of: "\\&", with: "")
            .replacingOccurrences(of: "\\-", with: "-")
        var entryFlags = Set<String>(), entries = Set<String>(), modifiers = Set<String>()
        for line in source.split(separator: "\n") where line.hasPrefix(".") {
            let isEntry = line.hasPrefix(".It ")
            var current: String?
            for word in line.dropFirst().split(separator: " ").map(String.init) {
                if Self.isMacro(word) {
                    current = word
                } else if word.count == 1, ",;:.()|".contains(word) {
                    continue
                } else if current == "Fl", isEntry {
                    entryFlags.insert("-" + word)
                } else if current == "Cm" {
                    modifiers.insert(word)
                    if isEntry { entries.insert(word) }
                }
            }
        }
        self.entryFlags = entryFlags
        self.entries = entries
        self.commandModifiers = modifiers
    }

    /// Whether `word` is a callable mdoc macro (`Ns`, `Ar`, `Op`, `Cm`…), which ends the
    /// arguments of the macro before it.
    private static func isMacro(_ word: String) -> Bool {
        guard (2...3).contains(word.count), let first = word.first, first.isUppercase else { return false }
        return word.dropFirst().allSatisfy(\.isLowercase)
    }

    /// The entries of `expected` the page does not name, for a failure message.
    func missing(_ expected: [String], from names: Set<String>) -> [String] {
        expected.filter { !names.contains($0) }
    }
}
