import Configuration
import DurationUnits
import ControlProtocol
import SignalStore

extension EventBus {
    /// `chain-finished` for a chain that may have changed data or failed (chains of signals
    /// that only read and succeeded, such as pings and the watchdog's, are left out), and
    /// `import-finished` or `personal-record` for each signal of that name it emitted.
    /// `source` says what sent the chain: `socket`, `schedule`, `SIGHUP`, `startup`, ….
    func chainFinished(_ outcome: ChainOutcome, source: String) {
        for effect in outcome.effects {
            guard let kind = EventKind.emittedSignals[effect.wireName] else { continue }
            publish(kind) {
                ["chain": .integer(Int(outcome.chain.rawValue)), "source": .string(source), "fields": Self.json(effect)]
            }
        }
        let first = outcome.steps.first.map { type(of: $0.signal) } ?? outcome.abandoned.first.map { type(of: $0) }
        if outcome.succeeded, first?.access == .read { return }
        publish(.chainFinished) {
            var members: [String: JSONValue] = [
                "chain": .integer(Int(outcome.chain.rawValue)),
                "signal": .string(first?.wireName ?? outcome.errors.first?.signal ?? ""),
                "useCase": (outcome.steps.first?.useCase ?? outcome.errors.first?.useCase).map(JSONValue.string) ?? .null,
                "durationMicroseconds": .integer(Int(outcome.duration.wholeMicroseconds)),
                "steps": .integer(outcome.steps.count),
                "source": .string(source),
                "result": .string(outcome.errors.first?.code ?? "ok"),
            ]
            if let error = outcome.errors.first {
                members["error"] = .object(["code": .string(error.code), "message": .string(error.message)])
            }
            return members
        }
    }

    /// `error` for an error liftd keeps for `status`.
    func error(_ error: RecentError) {
        publish(.error) {
            var members: [String: JSONValue] = ["code": .string(error.code), "message": .string(error.message)]
            members["useCase"] = error.useCase.map(JSONValue.string)
            return members
        }
    }

    /// `reload` for a config reloaded as `report` says.
    func reloaded(_ report: ReloadReport) {
        publish(.reload) {
            [
                "result": "ok", "config": .string(report.config), "useCases": .integer(report.useCases),
                "schedules": .integer(report.schedules), "needsRestart": .array(report.needsRestart.map(JSONValue.string)),
            ]
        }
    }

    /// `reload` for a reload refused because the config is bad; the old one keeps running.
    func reloadRefused(_ error: any Error) {
        publish(.reload) { ["result": "invalid-config", "message": .string("\(error)")] }
    }
}
