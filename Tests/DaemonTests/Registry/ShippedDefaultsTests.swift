import Configuration
import Testing
@testable import Daemon

@Test("The shipped default config loads with the standard plugins and gives the documented defaults")
func shippedDefaultsLoad() throws {
    let configuration = try ConfigurationLoader.defaults(environment: ["STATE_DIRECTORY": "/var/lib/liftd"])
    let loaded = try PluginRegistry.standard.build(configuration)
    #expect(loaded.configuration.socket == SocketSection.defaults(path: "/var/lib/liftd/liftd.sock"))
    #expect(loaded.configuration.paths == PathSettings.defaults(stateDirectory: "/var/lib/liftd"))
    #expect(loaded.configuration.access == AccessRules())
    #expect(loaded.configuration.units == .kilograms)
}
