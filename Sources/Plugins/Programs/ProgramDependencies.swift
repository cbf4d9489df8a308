import FoundationEssentials
import SignalStore
import Workouts

private enum ProgramLogKey: DependencyKey {
    static var liveValue: any ProgramLogKeeping { UnconfiguredProgramLog() }
    static let name = "programLog"
}

private enum ConfiguredProgramsKey: DependencyKey {
    static var liveValue: [ProgramSetup] { [] }
    static let name = "configuredPrograms"
}

private enum ProgramStateCacheKey: DependencyKey {
    static var liveValue: ProgramStateCache { ProgramStateCache() }
    static let name = "programStates"
}

extension DependencyValues {
    /// Which workouts are sessions of which program, and the programs' manual changes (the
    /// SQLite repository in the daemon); until set every call fails with "no database configured".
    public var programLog: any ProgramLogKeeping {
        get { self[ProgramLogKey.self] }
        set { self[ProgramLogKey.self] = newValue }
    }

    /// The states last derived for each program (the daemon keeps one per config); until
    /// set, a new empty one each time, so every request derives the state afresh.
    public var programStates: ProgramStateCache {
        get { self[ProgramStateCacheKey.self] }
        set { self[ProgramStateCacheKey.self] = newValue }
    }

    /// The programs the config chooses (`programs:`); none until the daemon sets them.
    public var configuredPrograms: [ProgramSetup] {
        get { self[ConfiguredProgramsKey.self] }
        set { self[ConfiguredProgramsKey.self] = newValue }
    }
}

/// The program log in effect until a database is configured: refuses everything clearly.
struct UnconfiguredProgramLog: ProgramLogKeeping {
    func assign(workout id: WorkoutID, to program: String) throws { throw TrainingError.noDatabase }
    func assign(workouts: [WorkoutKey], startingFrom start: Date?, to program: String) throws -> Int {
        throw TrainingError.noDatabase
    }
    func program(ofWorkout id: WorkoutID) throws -> String? { throw TrainingError.noDatabase }
    func record(_ change: ProgramEvent, for program: String) throws { throw TrainingError.noDatabase }
    func events(of program: String, from start: Date?) throws -> [ProgramEvent] { throw TrainingError.noDatabase }
    func changeCount() throws -> Int64 { throw TrainingError.noDatabase }
}
