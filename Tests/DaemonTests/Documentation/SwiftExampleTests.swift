import PluginExample
import Plugins
import Testing
@testable import Daemon

/// The Swift plugin docs/PLUGINS.md shows is the one the tests compile and register
/// (`docs/examples/swift-plugin`), and its `liftd plugins` entry is what the code prints.
@Suite("The documented Swift plugin")
struct SwiftExampleTests {
    @Test("docs/PLUGINS.md shows the compiled example as it is, without the import a file in Sources/Plugins leaves out")
    func exampleIsQuoted() throws {
        let source = try RepositoryFiles.text("docs/examples/swift-plugin/Plates.swift")
        #expect(source.hasPrefix("import Plugins\n"))
        let quoted = "```swift\n" + source.dropFirst("import Plugins\n".count) + "```\n"
        #expect(try RepositoryFiles.text("docs/PLUGINS.md").contains(quoted),
                "docs/PLUGINS.md does not quote docs/examples/swift-plugin/Plates.swift as it is")
    }

    @Test("docs/PLUGINS.md shows the example's liftd plugins entry as liftd prints it")
    func listingIsQuoted() throws {
        let text = ConfigurationReport.plugins(PluginRegistry(catalog: [.plates]))
        #expect(text.hasPrefix("plates — "))
        #expect(try RepositoryFiles.text("docs/PLUGINS.md").contains("```\n" + text + "```\n"),
                "docs/PLUGINS.md does not show this entry:\n\(text)")
    }
}
