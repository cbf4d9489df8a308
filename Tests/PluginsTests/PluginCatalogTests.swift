import Testing
@testable import Plugins

@Test("Plugin names in the catalog are unique")
func pluginNamesAreUnique() {
    let names = PluginCatalog.all.map(\.name)
    #expect(Set(names).count == names.count)
}
