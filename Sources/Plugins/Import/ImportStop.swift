/// Where an import that failed part way stopped, and why (`ImportReply.stopped`): the
/// batches stored before it stay, their records announced; the rest of the file was not read.
public struct ImportStop: Encodable, Sendable, Equatable {
    /// The line of the file read up to when it failed.
    public var line: Int
    /// What failed, as a refused import would have said it.
    public var reason: String
    /// What to do next.
    public var note: String

    /// The import stopped at `line` for `reason`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
        note = "the workouts before line \(line) are stored; fix the file and import it again to add the rest "
            + "(what is stored already is not added twice)"
    }
}
