import Configuration
import Daemon
import Foundation
import MessageText
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

struct WeeklyOptions: PluginOptions {
    var label = "week"
    var limit = 10

    static let declared: [OptionDeclaration<Self>] = [
        .value("label", at: \.label, "a label"),
        .value("limit", at: \.limit, "a limit"),
    ]
}

struct WriterOptions: PluginOptions {
    var directory = ""
    var every = Duration.seconds(3_600)

    static let declared: [OptionDeclaration<Self>] = [
        .value("directory", at: \.directory, "where", default: .required),
        OptionDeclaration("every", type: "duration", "how often",
                          read: { $0.every = try $1.decode(Duration.self, "every") },
                          text: { DurationText.format($0.every) }),
    ]
}

enum TestPlugins {
    static let weekly = PluginDescriptor(
        name: "weekly", summary: "turns a finished week into a report",
        defaults: WeeklyOptions(),
        make: { options in
            ClosureUseCase(on: WeekEnded.self, name: "weekly(\(options.label))", emits: [ReportReady.self]) { _, _ in
                .effects([ReportReady(path: options.label)])
            }
        })

    static let writer = PluginDescriptor(
        name: "writer", summary: "writes reports",
        defaults: WriterOptions(),
        make: { options in
            ClosureUseCase(on: ReportReady.self, name: "writer(\(options.directory))") { _, _ in
                .handledWithoutChange
            }
        })

    static let announcer = PluginDescriptor(
        name: "announcer", summary: "announces finished weeks",
        make: {
            ClosureUseCase(on: WeekEnded.self, name: "announcer", emits: [Notified.self]) { _, _ in
                .effects([Notified()])
            }
        })

    static var registry: PluginRegistry {
        PluginRegistry(catalog: [weekly, writer, announcer, ExecPlugin.descriptor])
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
