import Configuration
import Foundation
import SignalStore
import Testing
@testable import Daemon

/// docs/PROTOCOL.md's access-level table names the signals a `read` peer may send; the
/// signals themselves declare their level. The two cannot drift apart.
@Suite("The read-level signals in docs/PROTOCOL.md")
struct ReadLevelListTests {
    /// The signal names on the `read` row of the table under "## Access levels".
    static func documentedReadSignals() throws -> Set<String> {
        let text = try RepositoryFiles.text("docs/PROTOCOL.md")
        let section = try #require(text.components(separatedBy: "\n## Access levels\n").dropFirst().first,
                                   "docs/PROTOCOL.md has no '## Access levels' section")
        let rows = section.components(separatedBy: "\n## ").first?.split(separator: "\n") ?? []
        let row = try #require(rows.first { $0.hasPrefix("| `read` |") },
                               "the access levels section has no '| `read` |' row")
        let signals = try #require(row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst().first,
                                   "the read row has no list of signals: \(row)")
        return Set(signals.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) })
    }

    @Test("The read row lists exactly the shipped signals that declare read access")
    func readRowMatchesTheDeclarations() throws {
        let signals = try everyShippedSignal()
        let declared = Set(signals.names.filter { AccessPolicy.requiredLevel(for: $0, in: signals) == .read })
        let documented = try Self.documentedReadSignals()
        #expect(declared.contains("ping") && declared.contains("metrics"), "the shipped signals were not read: \(declared)")
        let undocumented = declared.subtracting(documented).sorted()
        let notRead = documented.subtracting(declared).sorted()
        #expect(undocumented.isEmpty, "declared read but missing from docs/PROTOCOL.md's read row: \(undocumented)")
        #expect(notRead.isEmpty, "on docs/PROTOCOL.md's read row but not declared read: \(notRead)")
    }
}
