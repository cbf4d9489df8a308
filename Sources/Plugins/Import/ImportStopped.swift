import SignalStore

/// An import that stopped between two batches because its chain was cancelled (liftd is
/// stopping and `socket.stop-grace-period` ended): the batches stored before stay, and
/// importing the file again adds the rest. Its code is the store's `cancelled`.
public struct ImportStopped: Error, Equatable, CustomStringConvertible, CodedError {
    /// The file, as the import's errors name it.
    public let source: String
    /// The line of the file read up to.
    public let line: Int
    /// Workouts and sets the batches stored before the stop added.
    public let workoutsAdded: Int
    public let setsAdded: Int

    public var code: String? { "cancelled" }

    public var description: String {
        "import of \(source) stopped at line \(line), between two batches, because it was cancelled "
            + "(liftd is stopping): the \(workoutsAdded) workouts and \(setsAdded) sets stored before stay; "
            + "import the file again to add the rest"
    }
}
