import ControlProtocol
import Plugins
import SignalStore
import Testing
@testable import Daemon

/// `help name=SIGNAL` says only what the declarations say: the fields and their types from
/// each signal's decoder, the access from its type, the rest from its `SignalDescription`.
/// These tests keep the descriptions in step with the code.
@Suite("Signal descriptions for help")
struct SignalDescriptionTests {
    /// The catalogue `help` answers from when every shipped plugin is configured.
    private static func shippedCatalogue() throws -> (SignalCatalogue, SignalDirectory) {
        let loaded = try everyShippedPlugin()
        let handled = RoutingTable<LiftdState>(DaemonSetup.builtIns + loaded.useCases).handledSignals
        let catalogue = SignalCatalogue(handled) { signal, option in
            PluginOptionDefault.text(of: option, forSignal: signal, in: loaded.configured, registry: .standard)
        }
        return (catalogue, loaded.signals)
    }

    @Test("Every shipped signal declares its purpose, an example and a summary of each field its decoder reads, and no other")
    func everySignalDescribed() throws {
        let signals = try everyShippedSignal()
        #expect(signals.names.count > 30, "the shipped signals were not read: \(signals.names)")
        for name in signals.names {
            let type = try #require(signals.type(named: name))
            let about = type.about
            #expect(!about.purpose.isEmpty, "\(name) declares no about: SignalDescription (purpose, example, fields)")
            let fields = SignalSchema.fields(of: type).map(\.name)
            let unsummarised = fields.filter { (about.fields[$0]?.summary ?? "").isEmpty }
            #expect(unsummarised.isEmpty, "\(name)'s about says nothing of its fields \(unsummarised)")
            let stale = about.fields.keys.filter { !fields.contains($0) }.sorted()
            #expect(stale.isEmpty, "\(name)'s about describes fields it does not take: \(stale)")
        }
    }

    @Test("Every example is a request for its own signal that decodes into it")
    func examplesDecode() throws {
        let signals = try everyShippedSignal()
        for name in signals.names {
            let type = try #require(signals.type(named: name))
            let request: Request
            do {
                request = try RequestLine(type.about.example).parse()
            } catch {
                Issue.record("\(name)'s example is no request: \(type.about.example): \(error)")
                continue
            }
            #expect(request.signal == name, "\(name)'s example is a request for \(request.signal)")
            if name == Subscribe.wireName {
                // The socket reads subscribe's fields itself.
                #expect(throws: Never.self) { try SubscriptionCheck.events(in: request) }
                continue
            }
            #expect(throws: Never.self, "\(name)'s example does not decode: \(type.about.example)") {
                try signals.decode(name, fields: request.fields)
            }
        }
    }

    @Test("A default taken from a plugin option names an option the configured plugin declares")
    func optionDefaultsDeclared() throws {
        let (catalogue, signals) = try Self.shippedCatalogue()
        var checked = 0
        for name in signals.names {
            let type = try #require(signals.type(named: name))
            for (field, described) in type.about.fields {
                guard described.defaultOption != nil else { continue }
                let page = try catalogue.page(for: name)
                let shown = page.fields.first { $0.name == field }?.default ?? ""
                #expect(shown.hasPrefix("the ") && !shown.hasPrefix("the plugin's"),
                        "\(name) \(field)= defaults to an option no configured plugin handling it declares: \(shown)")
                checked += 1
            }
        }
        #expect(checked >= 4, "log-set, update-set, log-bodyweight and import default units= to an option")
    }

    @Test("help lists the signals people send first, sorted, and the internal ones apart")
    func listingSplitsInternal() throws {
        let listing = try Self.shippedCatalogue().0.listing
        let commands = listing.commands.map(\.signal), internalSignals = listing.internal.map(\.signal)
        #expect(commands == commands.sorted() && internalSignals == internalSignals.sorted())
        for name in ["log-set", "help", "import", "records", "weekly-report-due"] {
            #expect(commands.contains(name), "\(name) is not among the commands: \(commands)")
        }
        for name in ["import-chunk", "report-ready", "units-changed", "signal-failed", "personal-record"] {
            #expect(internalSignals.contains(name), "\(name) is not among the internal signals: \(internalSignals)")
        }
        #expect(Set(commands).isDisjoint(with: internalSignals))
        #expect(listing.commands.allSatisfy { !$0.purpose.isEmpty })
    }

    @Test("help name=log-set gives its purpose, access, example and each field's type, values and default")
    func logSetPage() throws {
        let page = try Self.shippedCatalogue().0.page(for: "log-set")
        #expect(page.access == "operator" && !page.internal)
        #expect(page.purpose.hasPrefix("log one set"))
        #expect(page.example == #"log-set exercise="Bench Press (Barbell)" weight=100 reps=5"#)
        #expect(page.fields.map(\.name)
            == ["exercise", "weight", "reps", "units", "kind", "rpe", "seconds", "distance", "notes", "workout", "at"])
        let field = { (name: String) in page.fields.first { $0.name == name } }
        #expect(field("exercise")?.required == true && field("exercise")?.type == "string")
        #expect(field("reps")?.type == "integer" && field("reps")?.required == false)
        #expect(field("units")?.values == ["kg", "lb"])
        #expect(field("units")?.default == "the log-set plugin's units option (by default config units)")
        #expect(field("kind")?.values == ["normal", "warm-up", "drop", "failure"])
        #expect(field("kind")?.default == "normal")
        #expect(field("workout")?.default == "the workout in progress")
    }

    @Test("help name= with an unknown signal is refused as unknown-signal with the nearest name")
    func unknownPageRefused() throws {
        let catalogue = try Self.shippedCatalogue().0
        #expect(throws: HelpError.self) { try catalogue.page(for: "log-sett") }
        do {
            _ = try catalogue.page(for: "log-sett")
        } catch {
            #expect(error.description == "unknown signal 'log-sett' (did you mean 'log-set'?)")
            #expect(error.code == "unknown-signal")
        }
    }
}
