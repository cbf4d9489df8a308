import Configuration
import ControlProtocol
import Foundation
import Plugins
import SignalStore
import Testing
@testable import Daemon

/// A signal the way `workout` was once written: its field clashes with the request's id.
private struct ClashingSignal: Signal {
    static let wireName = "clashing"
    var id: Int64
    var signal: String?
}

/// The fields of `type` that a request keeps for itself (`id`, `signal`).
private func reservedFields(of type: any Signal.Type) -> [String] {
    SignalSchema.fields(of: type).map(\.name).filter { ["id", "signal"].contains($0) }
}

@Suite("Signal field names")
struct SignalFieldNameTests {
    @Test("The check below finds a field named id or signal")
    func checkFindsClashes() {
        #expect(reservedFields(of: ClashingSignal.self) == ["id", "signal"])
    }

    @Test("No signal of any plugin or built-in declares a field named id or signal, the request's own keys")
    func noSignalUsesRequestKeys() throws {
        let registry = PluginRegistry.standard
        // exec declares only the signals its options name; every other plugin is listed.
        let names = registry.plugins.map(\.name).filter { !registry.resolvesSignalNames($0) }
        // A webhook needs its URL.
    let text = "use-cases:\n" + names.map {
        switch $0 {
        case "webhook": "  - webhook: {url: 'https://example.org/hook'}"
        case "metrics-textfile": "  - metrics-textfile: {directory: /tmp}"
        default: "  - \($0)"
        }
    }
        .joined(separator: "\n") + "\n"
        let configuration = try ConfigurationLoader.read(text, source: "every-plugin.yaml", environment: [:])
        let loaded = try registry.build(configuration, builtIns: DaemonSetup.builtIns)
        let signals = loaded.signals.names
        for expected in ["workout", "delete-workout", "delete-set", "update-set", "log-set", "reload", "run-schedule"] {
            #expect(signals.contains(expected), "\(expected) is not among the signals checked")
        }
        for name in signals {
            let type = try #require(loaded.signals.type(named: name))
            #expect(reservedFields(of: type).isEmpty, "signal '\(name)' declares \(reservedFields(of: type))")
        }
    }

    @Test("workout and delete-workout take workout=N; id= stays the request's id")
    func workoutFieldName() throws {
        let directory = SignalDirectory([ShowWorkout.self, DeleteWorkout.self])
        #expect(try directory.decode("workout", fields: ["workout": .integer(3)]) as? ShowWorkout == ShowWorkout(workout: 3))
        #expect(try directory.decode("delete-workout", fields: ["workout": .integer(4)]) as? DeleteWorkout
            == DeleteWorkout(workout: 4))
        let request = try RequestLine("workout workout=3 id=9").parse()
        #expect(request.id == .integer(9) && request.fields == ["workout": .integer(3)])
    }

    @Test("Signals that only read need read access; those that change data, the new set corrections included, need operator")
    func accessLevels() throws {
        let signals = try everyShippedSignal()
        for signal in ["workouts", "workout", "volume", "help", "status", "state", "schedules"] {
            #expect(AccessPolicy.requiredLevel(for: signal, in: signals) == .read, "\(signal)")
        }
        for signal in ["delete-set", "update-set", "delete-workout", "log-set", "undo-last-set", "start-workout"] {
            #expect(signals.type(named: signal) != nil, "\(signal) is not a shipped signal")
            #expect(AccessPolicy.requiredLevel(for: signal, in: signals) == .operator, "\(signal)")
        }
    }
}
