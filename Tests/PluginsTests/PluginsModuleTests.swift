import Testing
@testable import Plugins

@Test("The Plugins module links")
func PluginsModuleLinks() {
    #expect(String(describing: PluginsModule.self) == "PluginsModule")
}
