extension Configuration {
    /// The settings a reload cannot apply, under their config names (`socket.path`,
    /// `paths.database`, …), whose values differ between `self` and `running`: the socket is
    /// set up, the database opened (with the records' `estimated-max`) and the inbox watched
    /// once, at start. Every other setting a reload applies.
    public func restartOnlyChanges(comparedTo running: Configuration) -> [String] {
        let paths: [(key: String, differs: Bool)] = [
            ("state-directory", self.paths.stateDirectory != running.paths.stateDirectory),
            ("database", self.paths.database != running.paths.database),
        ]
        return socket.changedKeys(comparedTo: running.socket).map { "socket." + $0 }
            + paths.filter(\.differs).map { "paths." + $0.key }
            + (estimatedMax == running.estimatedMax ? [] : ["estimated-max"])
            + (inbox != running.inbox ? ["inbox"] : [])
    }
}
