import FoundationEssentials

/// Keeps what a program's state is replayed from besides its config: which workouts are
/// its sessions, and the sessions skipped and training maxes set by hand. Every method
/// returns only after the change is durable.
public protocol ProgramLogKeeping: Sendable {
    /// Makes workout `id` a session of `program` (a workout counts for one program at most).
    func assign(workout id: WorkoutID, to program: String) throws
    /// Makes each imported workout of `workouts` (by name and start, to the second) that
    /// starts at or after `start` a session of `program`, unless it is another program's;
    /// returns how many of them are `program`'s sessions now.
    func assign(workouts: [WorkoutKey], startingFrom start: Date?, to program: String) throws -> Int
    /// The program workout `id` is a session of, if any.
    func program(ofWorkout id: WorkoutID) throws -> String?
    /// Keeps a manual change to `program`: a `.skipped` session or a `.setBase`. A
    /// `.session` is refused: sessions are the workouts assigned.
    func record(_ change: ProgramEvent, for program: String) throws
    /// Everything that happened to `program`, in date order: its finished sessions from
    /// `start` on (each exercise's working sets) and all its manual changes.
    func events(of program: String, from start: Date?) throws -> [ProgramEvent]
    /// A count that differs whenever anything `events` or the exercises' names are read from
    /// may have changed, so a state derived at one count holds while the count does.
    func changeCount() throws -> Int64
}

/// A workout's natural key: its start and name.
public struct WorkoutKey: Sendable, Hashable {
    /// When it started.
    public var start: Date
    /// Its name.
    public var name: String

    /// The workout `name` started at `start`.
    public init(start: Date, name: String) {
        self.start = start
        self.name = name
    }
}
