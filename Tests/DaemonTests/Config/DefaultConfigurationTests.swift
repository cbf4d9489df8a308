import ControlServer
import Foundation
import Testing
@testable import Daemon

@Test("The built-in default config is the text of the shipped config/liftd.yaml")
func builtInDefaultsMatchShippedFile() throws {
    let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let shipped = try String(contentsOf: repository.appendingPathComponent("config/liftd.yaml"), encoding: .utf8)
    #expect(shipped == DefaultConfiguration.text + "\n")
}

@Test("The shipped default config loads with the standard plugins and gives the documented defaults")
func shippedDefaultsLoad() throws {
    let configuration = try ConfigurationLoader.defaults(environment: ["STATE_DIRECTORY": "/var/lib/liftd"])
    let loaded = try PluginRegistry.standard.build(configuration)
    #expect(loaded.configuration.socket == SocketSettings.defaults(path: "/var/lib/liftd/liftd.sock"))
    #expect(loaded.configuration.paths == PathSettings.defaults(stateDirectory: "/var/lib/liftd"))
    #expect(loaded.configuration.access == AccessRules())
    #expect(loaded.configuration.units == .kilograms)
}
