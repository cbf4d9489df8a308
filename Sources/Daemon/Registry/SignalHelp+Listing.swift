import Configuration
import SignalStore

extension SignalHelp {
    /// `help`'s answer for a store that handles `signals`: each signal's fields, from what
    /// its decoder reads, and the access level its type declares, sorted by name.
    static func listing(_ signals: [any Signal.Type]) -> [SignalHelp] {
        signals
            .map { type in
                SignalHelp(
                    signal: type.wireName, access: AccessPolicy.requiredLevel(for: type).rawValue,
                    fields: SignalSchema.fields(of: type))
            }
            .sorted { $0.signal < $1.signal }
    }
}
