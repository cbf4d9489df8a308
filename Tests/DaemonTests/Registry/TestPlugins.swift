import Configuration
import Daemon
import Foundation
import Plugins
import SignalStore

/// Signals and plugins the daemon tests configure (the shipped catalog may be empty).
struct WeekEnded: Signal, Equatable {
    static let wireName = "week-ended"
    var week: Int?
}

struct ReportReady: Signal, Equatable {
    static let wireName = "report-ready"
    var path: String
}

struct Notified: Signal, Equatable {
    static let wireName = "notified"
}

struct WeeklyOptions: Decodable {
    var label: String?
    var limit: Int?
}

struct WriterOptions: Decodable {
    var directory: String
    var every: Duration?
}

enum TestPlugins {
    static let weekly = PluginDescriptor(
        name: "weekly", summary: "turns a finished week into a report",
        options: [PluginOption("label", type: "string", default: "week", "a label"),
                  PluginOption("limit", type: "number", default: "10", "a limit")],
        make: { decoder in
            let options = try WeeklyOptions(from: decoder)
            return ClosureUseCase(on: WeekEnded.self, name: "weekly(\(options.label ?? "week"))",
                                  emits: [ReportReady.self]) { _, _ in
                .effects([ReportReady(path: options.label ?? "week")])
            }
        })

    static let writer = PluginDescriptor(
        name: "writer", summary: "writes reports",
        options: [PluginOption("directory", type: "string", default: nil, "where"),
                  PluginOption("every", type: "duration", default: "1h", "how often")],
        make: { decoder in
            let options = try WriterOptions(from: decoder)
            return ClosureUseCase(on: ReportReady.self, name: "writer(\(options.directory))") { _, _ in
                .handledWithoutChange
            }
        })

    static let announcer = PluginDescriptor(
        name: "announcer", summary: "announces finished weeks",
        make: { _ in
            ClosureUseCase(on: WeekEnded.self, name: "announcer", emits: [Notified.self]) { _, _ in
                .effects([Notified()])
            }
        })

    static var registry: PluginRegistry {
        var registry = PluginRegistry()
        registry.register(weekly)
        registry.register(writer)
        registry.register(announcer)
        registry.register(ExecPlugin.descriptor, resolvesSignalNames: true)
        return registry
    }

    /// Reads and builds `text` as the config file `test.yaml`.
    static func load(_ text: String, environment: [String: String] = [:]) throws(ConfigurationError) -> LoadedConfiguration {
        let configuration = try ConfigurationLoader.read(text, source: "test.yaml", environment: environment)
        return try registry.build(configuration)
    }

    /// The problems `text` is rejected with (empty when it loads).
    static func problems(_ text: String) -> [ConfigurationProblem] {
        do {
            _ = try load(text)
            return []
        } catch {
            return error.problems
        }
    }
}
