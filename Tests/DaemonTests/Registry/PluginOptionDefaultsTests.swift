@testable import Configuration
import Foundation
import PluginExample
import Plugins
import SignalStore
import Testing
@testable import Daemon
import ZoneInfo

/// Each plugin's options are declared once; what `liftd plugins` shows as a default must be
/// what the config decoder gives a map that leaves the option out.
@Suite("Declared option defaults")
struct PluginOptionDefaultsTests {
    /// Settings unlike the built-in ones, so a default taken from the wrong place shows.
    static let settings = PluginDefaults(
        timeZone: (try? ZoneDirectory.system.zone(named: "Pacific/Chatham")) ?? .utc, units: .pounds,
        importDirectory: "/srv/liftd/imports", outputDirectory: "/srv/liftd/output")

    /// The map a plugin is read from: only its required options (exec's, webhook's, metrics-textfile's), at `plugins.yaml`.
    static func decoder(for plugin: PluginDescriptor) throws -> NodeDecoder {
        let text = switch plugin.name {
        case "exec": "command: [/bin/true]\non: [ping]\n"
        case "webhook": "url: https://example.org/hook\n"
        case "metrics-textfile": "directory: /tmp\n"
        default: "{}\n"
        }
        let node = try YAMLReader.read(text, file: "plugins.yaml")
        return NodeDecoder(node, userInfo: [
            PluginDefaults.userInfoKey: settings,
            SignalDirectory.userInfoKey: SignalDirectory(DaemonSetup.builtIns.flatMap(\.handledSignals)),
        ])
    }

    @Test("Every shipped plugin, and the example, reads from a map without its options the defaults liftd plugins shows")
    func declaredDefaultsAreRead() throws {
        let plugins = PluginRegistry(catalog: PluginRegistry.shipped + [.plates]).plugins
        var compared = 0
        for plugin in plugins {
            let drift = try plugin.defaultsDrift(reading: try Self.decoder(for: plugin))
            #expect(drift.isEmpty, "\(plugin.name): \(drift)")
            compared += plugin.options.filter { $0.defaultValue != nil }.count
        }
        #expect(compared >= 20, "only \(compared) defaults were compared")
    }

    @Test("A default taken from a config setting names the setting and takes its value from the config")
    func settingDefaults() throws {
        let registry = PluginRegistry.standard
        let importer = try #require(registry.plugin(named: "import"))
        #expect(importer.options.map(\.defaultValue)
                    == ["paths.import-directory", "config time-zone", "config units", "false", "1024"])
        let configuration = try ConfigurationLoader.read("""
            use-cases: [import]
            units: lbs
            time-zone: Pacific/Chatham
            paths: {import-directory: /srv/liftd/imports}
            """, source: "settings.yaml", environment: [:])
        let loaded = try registry.build(configuration, builtIns: DaemonSetup.builtIns)
        let options = try #require(loaded.useCases.first as? ImportFileUseCase).options
        #expect(options.units == .pounds)
        #expect(options.timeZone.identifier == "Pacific/Chatham")
        #expect(options.importDirectory == "/srv/liftd/imports")
    }
}
