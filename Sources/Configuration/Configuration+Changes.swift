import Workouts

extension Configuration {
    /// The settings a reload cannot apply, under their config names (`socket.path`,
    /// `paths.database`, …), whose values differ between `self` and `running`: the socket is
    /// set up, the database opened (with the records' `estimated-max` and the load types
    /// under `exercises:`, `exercises.load`) and the inbox watched once, at start. Every other
    /// setting a reload applies (a changed `load:` counts volume at once, records after a restart).
    public func restartOnlyChanges(comparedTo running: Configuration) -> [String] {
        let paths: [(key: String, differs: Bool)] = [
            ("state-directory", self.paths.stateDirectory != running.paths.stateDirectory),
            ("database", self.paths.database != running.paths.database),
        ]
        return socket.changedKeys(comparedTo: running.socket).map { "socket." + $0 }
            + paths.filter(\.differs).map { "paths." + $0.key }
            + (estimatedMax == running.estimatedMax ? [] : ["estimated-max"])
            + (loadTypesDiffer(from: running) ? ["exercises.load"] : [])
            + (inbox != running.inbox ? ["inbox"] : [])
    }

    /// Whether an exercise named under `exercises:` in either config has another load type in
    /// `running`'s catalog than in this one's.
    private func loadTypesDiffer(from running: Configuration) -> Bool {
        let mine = ExerciseCatalog.configured(exercises)
        let theirs = ExerciseCatalog.configured(running.exercises)
        return (exercises + running.exercises).contains { mine.load(of: $0.exercise) != theirs.load(of: $0.exercise) }
    }
}
