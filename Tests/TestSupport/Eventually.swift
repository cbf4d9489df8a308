/// A wait that did not end within its bound, naming what it waited for.
public struct WaitFailure: Error, CustomStringConvertible {
    /// What was awaited, and for how long.
    public let description: String
    /// A failure described as `description`.
    public init(_ description: String) { self.description = description }
}

/// Returns once `condition` holds, checking it between yields to the other tasks; throws a
/// `WaitFailure` naming `what` if it does not hold within `bound`. For state that changes
/// without an event to wait on (a count inside an actor, a server's client count).
public func eventually(
    _ what: String, within bound: Duration = .seconds(60), _ condition: @Sendable () async -> Bool
) async throws {
    let giveUp = ContinuousClock.now + bound
    while await !condition() {
        guard ContinuousClock.now < giveUp else { throw WaitFailure("waited \(bound) for \(what), in vain") }
        await Task.yield()
    }
}
