import Foundation
import Testing
@testable import Configuration

@Test("The built-in default config is the text of the shipped config/liftd.yaml")
func builtInDefaultsMatchShippedFile() throws {
    let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let shipped = try String(contentsOf: repository.appendingPathComponent("config/liftd.yaml"), encoding: .utf8)
    #expect(shipped == DefaultConfiguration.text + "\n")
}
