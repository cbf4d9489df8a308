import MessageText

/// Why an `exec` program's run changed nothing.
public enum ExecFailure: Error, Equatable, CustomStringConvertible {
    /// The program could not be started.
    case cannotStart(program: String, reason: String)
    /// The program ran past its timeout and was killed.
    case timedOut(after: Duration)
    /// The program exited with a non-zero status.
    case exited(status: Int32, standardError: String)
    /// The program was killed by a signal it did not get from us.
    case killed(signal: Int32)
    /// A line of output was not an effect signal.
    case badOutput(line: Int, reason: String)
    /// The program emitted a signal outside its declared `emits`.
    case undeclaredEffect(String, line: Int, declared: [String])
    /// The program wrote more output than liftd reads.
    case outputTooLarge(limit: Int)

    public var description: String {
        switch self {
        case .cannotStart(let program, let reason):
            "cannot start \(program): \(reason)"
        case .timedOut(let timeout):
            "timed out after \(DurationText.format(timeout)) and was killed"
        case .exited(let status, let standardError):
            "exited with status \(status)" + (standardError.isEmpty ? "" : ": \(standardError)")
        case .killed(let signal):
            "was killed by signal \(signal)"
        case .badOutput(let line, let reason):
            "output line \(line): \(reason)"
        case .undeclaredEffect(let name, let line, let declared):
            "output line \(line): emitted '\(name)', which is not among its declared effects ("
                + (declared.isEmpty ? "it declares none" : "emits: " + declared.joined(separator: ", ")) + ")"
        case .outputTooLarge(let limit):
            "wrote more than \(limit) bytes of output"
        }
    }
}
