import Foundation
import SignalStore
import Testing
@testable import Plugins

/// Options whose reading changes a default after the fact: what the drift check must catch.
private struct DriftingOptions: PluginOptions {
    var limit = 10
    static let declared: [OptionDeclaration<Self>] = [.value("limit", at: \.limit, "a limit")]

    mutating func finishReading(_ reader: OptionReader) throws { limit *= 2 }
}

private let drifting = PluginDescriptor(name: "drifting", summary: "reads a default it does not declare",
                                        defaults: DriftingOptions()) { _ in ReportLogUseCase() }

@Suite("Plugin options declared once")
struct PluginOptionsTests {
    @Test("liftd plugins describes each option from its declaration: key, type, default or setting, summary")
    func describedFromDeclarations() throws {
        let logSet = try #require(PluginCatalog.all.first { $0.name == "log-set" })
        #expect(logSet.options == [
            PluginOption("strict", type: "bool", default: "false", "refuse exercises the catalog does not know"),
            PluginOption("units", type: "string", default: "config units", "unit of weights a signal gives without units= (kg or lbs)"),
            PluginOption("announce-records", type: "bool", default: "false",
                         "emit personal-record (log-set) or records-updated (import); a use case must handle it"),
            PluginOption("time-zone", type: "string", default: "config time-zone",
                         "zone whose day names the workout log-set starts when none is in progress"),
        ])
        let fhir = try #require(PluginCatalog.all.first { $0.name == "export-fhir" })
        #expect(fhir.options.map(\.defaultValue) == ["health", "config time-zone"])
        let markdown = try #require(PluginCatalog.all.first { $0.name == "summary-markdown" })
        #expect(markdown.options.map(\.defaultValue) == ["reports"])
    }

    @Test("The drift check reports an option whose read value is not its declared default")
    func driftIsFound() throws {
        #expect(try drifting.defaultsDrift(readingJSON: "{}") == ["limit: declared 10, read 20"])
    }

    @Test("A plugin refuses a key it does not accept, even one its options type declares for other plugins")
    func undeclaredKeyRefused() throws {
        let volume = try #require(PluginCatalog.all.first { $0.name == "volume" })
        #expect(volume.options.map(\.name) == [
            "time-zone", "week-start", "count-warm-ups", "secondary-fraction", "bodyweight-volume",
        ])
        #expect(performing: { try volume.make(options: #"{"units": "lbs"}"#) }, throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["units"]
                && context.debugDescription == "unknown option 'units'; expected one of time-zone, week-start, count-warm-ups, secondary-fraction, bodyweight-volume"
        })
        let workouts = try #require(PluginCatalog.all.first { $0.name == "workouts" })
        #expect(throws: DecodingError.self) { try workouts.make(options: #"{"limit": 3}"#) }
    }
}

extension PluginDescriptor {
    /// `defaultsDrift(reading:)` over options written as JSON.
    func defaultsDrift(readingJSON json: String) throws -> [String] {
        try JSONDecoder().decode(Drift.self, from: Data(json.utf8), configuration: self).lines
    }
}

private struct Drift: DecodableWithConfiguration {
    let lines: [String]
    init(from decoder: any Decoder, configuration: PluginDescriptor) throws {
        lines = try configuration.defaultsDrift(reading: decoder)
    }
}
