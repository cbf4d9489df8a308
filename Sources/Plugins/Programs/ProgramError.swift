import SignalStore

/// Why a program signal was refused. Nothing was changed when one is thrown.
public enum ProgramError: Error, Equatable, CustomStringConvertible, CodedError {
    /// The config chooses no program.
    case noProgramConfigured
    /// `program=` names none of the programs configured.
    case unknownProgram(String, configured: [String])
    /// Several programs are configured and the signal did not say which.
    case programNeeded(configured: [String])
    /// `exercise=` names no lift of the program.
    case unknownLift(String, program: String, lifts: [String])

    public var description: String {
        switch self {
        case .noProgramConfigured:
            "no program is configured: add one under programs: in the config (docs/PROGRAMS.md; "
                + "the shipped config has a commented example) and reload"
        case .unknownProgram(let name, let configured):
            "program: no program '\(name)'; the config has " + configured.joined(separator: ", ")
        case .programNeeded(let configured):
            "program: \(configured.count) programs are configured; name one with program= ("
                + configured.joined(separator: ", ") + ")"
        case .unknownLift(let exercise, let program, let lifts):
            "exercise: program '\(program)' has no lift '\(exercise)'; its lifts are " + lifts.joined(separator: ", ")
        }
    }

    /// `invalid-field` for a value the signal holds; `use-case-failed` for no program at all.
    public var code: String? {
        switch self {
        case .noProgramConfigured: nil
        case .unknownProgram, .programNeeded, .unknownLift: "invalid-field"
        }
    }

    /// Every refusal is the request's to fix (or the config's, for no program).
    public var blamesSignal: Bool { true }
}
