import SignalStore

/// A signal whose chain reads and writes memory only (no database, file or child process), so
/// the socket loop that read the request may run the chain itself, without a thread switch.
/// Every other signal's chain runs on the daemon's work thread, in a task of its own that
/// runs to its end (`RequestHandler.respondDetached`).
protocol AnsweredInMemory: Signal {}

extension Ping: AnsweredInMemory {}
extension Help: AnsweredInMemory {}
extension Status: AnsweredInMemory {}
