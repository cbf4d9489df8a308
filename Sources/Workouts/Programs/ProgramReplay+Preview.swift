import FoundationEssentials

extension ProgramReplay {
    /// What `describe` makes of the state before each of the next `count` sessions (its
    /// `nextSession` is that session), as they would come if each were done as prescribed
    /// (every set at its top reps), or, for the exercises in `failing`, with every set one
    /// rep short. Nothing is stored: the replay itself does not change.
    public func preview<Description>(
        sessions count: Int, failing: Set<String> = [], from date: Date, _ describe: (ProgramReplay) -> Description
    ) -> [Description] {
        var simulated = self
        var states: [Description] = []
        for offset in 0..<max(count, 0) {
            let session = simulated.nextSession
            states.append(describe(simulated))
            var sets: [String: [PerformedSet]] = [:]
            for lift in session.lifts {
                let short = failing.contains(lift.lift.key.exercise)
                sets[lift.lift.key.exercise, default: []] += lift.sets.map { set, kilograms in
                    PerformedSet(reps: short ? set.reps - 1 : set.topReps, weightKilograms: kilograms)
                }
            }
            simulated.apply(.session(at: date.addingTimeInterval(Double(offset)), sets: sets))
        }
        return states
    }
}
