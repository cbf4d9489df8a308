import FoundationEssentials

extension ProgramReplay {
    /// The next `count` sessions, as they would come if each were done as prescribed (every
    /// set at its top reps), or, for the exercises in `failing`, with every set one rep
    /// short. Nothing is stored: the replay itself does not change.
    public func preview(sessions count: Int, failing: Set<String> = [], from date: Date) -> [PrescribedSession] {
        var simulated = self
        var sessions: [PrescribedSession] = []
        for offset in 0..<max(count, 0) {
            let session = simulated.nextSession
            sessions.append(session)
            var sets: [String: [PerformedSet]] = [:]
            for lift in session.lifts {
                let short = failing.contains(lift.lift.key.exercise)
                sets[lift.lift.key.exercise, default: []] += lift.sets.map { set, kilograms in
                    PerformedSet(reps: short ? set.reps - 1 : set.topReps, weightKilograms: kilograms)
                }
            }
            simulated.apply(.session(at: date.addingTimeInterval(Double(offset)), sets: sets))
        }
        return sessions
    }
}
