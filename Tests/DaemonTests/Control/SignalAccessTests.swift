import Configuration
import ControlProtocol
import ControlServer
import Foundation
import Plugins
import SignalStore
import Testing
@testable import Daemon

/// A read-only signal that exists only in this test: it declares its own access level.
private struct PeekSignal: Signal, Equatable {
    static let wireName = "peek"
    static let access = SignalAccess.read
}

/// A signal that says nothing about its access.
private struct PokeSignal: Signal, Equatable {
    static let wireName = "poke"
}

/// A test-only plugin, registered the way the shipped ones are, that handles `peek` and `poke`.
private let peekPlugin = PluginDescriptor(
    name: "peeker", summary: "answers peek and poke",
    make: {
        CompoundUseCase<LiftdState>("peeker", [
            ClosureUseCase(on: PeekSignal.self, name: "peek") { _, _ in .handledWithoutChange },
            ClosureUseCase(on: PokeSignal.self, name: "poke") { _, _ in .handledWithoutChange },
        ])
    })

/// Every signal of every shipped plugin and built-in, by wire name (exec declares only the
/// signals its options name, so it is left out).
func everyShippedSignal() throws -> SignalDirectory {
    try everyShippedPlugin().signals
}

/// A config of every shipped plugin but exec, built with the daemon's built-ins.
func everyShippedPlugin() throws -> LoadedConfiguration {
    let registry = PluginRegistry.standard
    let names = registry.plugins.map(\.name).filter { !registry.resolvesSignalNames($0) }
    // A webhook needs its URL, metrics-textfile its directory.
    let text = "use-cases:\n" + names.map {
        switch $0 {
        case "webhook": "  - webhook: {url: 'https://example.org/hook'}"
        case "metrics-textfile": "  - metrics-textfile: {directory: /tmp}"
        default: "  - \($0)"
        }
    }
        .joined(separator: "\n") + "\n"
    let configuration = try ConfigurationLoader.read(text, source: "every-plugin.yaml", environment: [:])
    return try registry.build(configuration, builtIns: DaemonSetup.builtIns)
}

@Suite("Signal access levels")
struct SignalAccessTests {
    /// The levels the old list of names in `AccessPolicy` gave: read for these, admin for
    /// `reload`, operator for everything else; read signals shipped since join the read list.
    static let readBefore: Set = [
        "ping", "help", "status", "state", "schedules", "workouts", "workout", "volume",
        "records", "trend", "muscle-trend", "bodyweight", "subscribe", "metrics", "imports", "exercises",
        "today", "program-state", "preview-program",
    ]
    static let adminBefore: Set = ["reload"]

    @Test("Every shipped signal declares the level the old list of names gave it")
    func declaredLevelsMatchTheOldList() throws {
        let signals = try everyShippedSignal()
        for name in Self.readBefore.union(Self.adminBefore) {
            #expect(signals.names.contains(name), "\(name) is not among the shipped signals")
        }
        #expect(signals.names.count > Self.readBefore.count + Self.adminBefore.count, "\(signals.names)")
        for name in signals.names {
            let type = try #require(signals.type(named: name))
            let expected: AccessRules.Level =
                Self.readBefore.contains(name) ? .read : Self.adminBefore.contains(name) ? .admin : .operator
            #expect(AccessPolicy.requiredLevel(for: type) == expected, "\(name)")
            #expect(AccessPolicy.requiredLevel(for: name, in: signals) == expected, "\(name)")
        }
    }

    @Test("A signal that declares no access level needs operator, and so does a name no signal has")
    func undeclaredNeedsOperator() {
        let signals = SignalDirectory([PokeSignal.self])
        #expect(PokeSignal.access == .operator)
        #expect(AccessPolicy.requiredLevel(for: "poke", in: signals) == .operator)
        #expect(AccessPolicy.requiredLevel(for: "no-such-signal", in: signals) == .operator)
    }

    @Test("A new plugin's signal declared read is readable by a reader, with no list of names edited")
    func newReadSignalIsReadable() throws {
        var registry = PluginRegistry.standard
        registry.register(peekPlugin)
        let configuration = try ConfigurationLoader.read("use-cases: [peeker]\n", source: "peek.yaml", environment: [:])
        let loaded = try registry.build(configuration, builtIns: DaemonSetup.builtIns)
        let settings = RequestSettings(
            signals: loaded.signals, access: AccessPolicy(rules: AccessRules(), daemonUserID: 0))
        let reader = PeerCredentials(processID: 1, userID: 4242, groupID: 4242)
        #expect(AccessPolicy.requiredLevel(for: "peek", in: loaded.signals) == .read)
        #expect(throws: Never.self) { try settings.checkAccess(of: reader, to: "peek", id: nil) }
        let refusal = #expect(throws: RequestError.self) { try settings.checkAccess(of: reader, to: "poke", id: nil) }
        #expect(refusal?.code == .forbidden, "a reader sending an operator signal is refused as forbidden")
    }
}
