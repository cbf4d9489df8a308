import ChildProcessTesting
import Foundation
import Testing

/// `mandoc -T lint` finds nothing to report in the man pages.
@Suite("Man pages pass mandoc's lint")
struct ManPageLintTests {
    static let mandoc = "/usr/bin/mandoc"
    static let pages = ["man/liftd.8", "man/liftctl.1", "man/liftd.yaml.5"]

    /// Whether `message` only says a cross-referenced page is not installed on this machine
    /// (liftd's own pages are installed by `make install`, others by their packages) or that
    /// mandoc's search database is out of date. Neither is about the page.
    static func isAboutThisMachine(_ message: Substring) -> Bool {
        if message.contains("outdated mandoc.db lacks") { return true }
        guard let range = message.firstRange(of: "referenced manual not found: Xr ") else { return false }
        let reference = message[range.upperBound...].split(separator: " ")
        guard reference.count >= 2 else { return false }
        let (name, section) = (reference[0], reference[1])
        if pages.contains("man/\(name).\(section)") { return true }
        let installed = ["", ".gz"].contains { FileManager.default.fileExists(atPath: "/usr/share/man/man\(section)/\(name).\(section)\($0)") }
        return !installed
    }

    @Test("mandoc -T lint reports nothing about liftd(8), liftctl(1) and liftd.yaml(5)",
          .needsTool(mandoc, package: "mandoc"),
          arguments: pages)
    func lint(page: String) async throws {
        let path = RepositoryFiles.root.appendingPathComponent(page).path
        let run = try await ProgramRun.run(Self.mandoc, ["-T", "lint", path])
        let messages = (run.standardOutput + run.standardError).split(separator: "\n")
            .filter { !Self.isAboutThisMachine($0) }
        #expect(messages.isEmpty, "mandoc -T lint \(page):\n\(messages.joined(separator: "\n"))")
    }
}
