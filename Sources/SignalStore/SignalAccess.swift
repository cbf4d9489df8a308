/// How much a sender must be trusted to send a signal: a property of the signal's type.
///
/// It lives here, beside `Signal`, because the signal is the one place that knows whether it
/// only reads, changes data, or changes how the process runs; keeping it on the type means no
/// list of names elsewhere can forget a new signal. The notion is generic (nothing about
/// workouts or sockets): the daemon maps it onto the levels its config grants to peers.
public enum SignalAccess: String, Sendable, CaseIterable {
    /// It only reads; anyone allowed to read may send it.
    case read
    /// It changes data; the safe default for a signal that says nothing.
    case `operator`
    /// It changes how the process runs, e.g. reloading its config.
    case admin
}
