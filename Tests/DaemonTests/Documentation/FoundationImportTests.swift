import Testing

/// The shipped targets (every target under Sources/ but `liftd-bench`: liftd, liftctl and
/// the libraries they link) import `FoundationEssentials` at most, never the whole of
/// Foundation with ICU, its locale support, or its networking (issue 32). `liftd-bench`, the
/// tests and the oracles may.
@Suite("No shipped target imports Foundation, FoundationInternationalization or FoundationNetworking")
struct FoundationImportTests {
    /// The modules no shipped target may import.
    static let forbidden: Set = ["Foundation", "FoundationInternationalization", "FoundationNetworking"]
    /// Under Sources/ but not shipped.
    static let unshipped: Set = ["liftd-bench"]

    @Test("No Swift file of a shipped target under Sources/ imports one of them")
    func shippedTargetsImportNoFoundation() throws {
        let (imports, swiftTargets) = try LayeringTests.sourceImports()
        let shipped = swiftTargets.subtracting(Self.unshipped)
        #expect(shipped.isSuperset(of: ["liftd", "liftctl", "Daemon", "ControlClient", "Workouts"]), "\(shipped.sorted())")
        let scanned = imports.filter { shipped.contains($0.target) }
        #expect(scanned.count > 100, "found only \(scanned.count) import lines in the shipped targets")
        let offending = scanned.filter { Self.forbidden.contains($0.module) }.map { "\($0.file): import \($0.module)" }
        #expect(offending.isEmpty, "\(offending.count) imports:\n\(offending.joined(separator: "\n"))")
    }

    @Test("The scan reads every spelling of an import of them", arguments: [
        "import Foundation", "@preconcurrency import Foundation", "public import FoundationNetworking",
        "  import struct Foundation.Date", "@_implementationOnly import FoundationInternationalization",
        "internal import class FoundationNetworking.URLSession",
    ])
    func everySpellingIsFound(line: String) {
        let modules = LayeringTests.modulesImported(by: "import Glibc\n\(line)\nlet x = 1\n")
        #expect(modules.count == 2 && Self.forbidden.contains(modules[1]), "\(modules)")
    }

    @Test("FoundationEssentials and names that only begin like Foundation are allowed")
    func essentialsIsAllowed() {
        let modules = LayeringTests.modulesImported(by: "import FoundationEssentials\nimport FoundationExtras\n// import Foundation\n")
        #expect(modules == ["FoundationEssentials", "FoundationExtras"])
        #expect(modules.allSatisfy { !Self.forbidden.contains($0) })
    }
}
