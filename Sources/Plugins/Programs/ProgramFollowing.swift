import FoundationEssentials
import SignalStore
import Workouts

/// Finds the program a signal names and derives its state by replaying its log: the one
/// place program signals get a program's state from.
struct ProgramFollowing {
    @Dependency(\.configuredPrograms) private var programs
    @Dependency(\.programLog) private var log
    @Dependency(\.personalRecords) private var records
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.programStates) private var cache

    /// The program `name` names, or the only one configured when `name` is nil.
    func setup(named name: String?) throws -> ProgramSetup {
        let names = programs.map(\.name)
        guard !programs.isEmpty else { throw ProgramError.noProgramConfigured }
        guard let name else {
            guard programs.count == 1, let only = programs.first else { throw ProgramError.programNeeded(configured: names) }
            return only
        }
        guard let setup = programs.first(where: { $0.name == name }) else {
            throw ProgramError.unknownProgram(name, configured: names)
        }
        return setup
    }

    /// The state of `setup` with weights rounded in `unit`: its rules, start and bases
    /// replayed with every session and manual change logged for it, or the state kept from
    /// the last time while nothing has changed since.
    func replay(of setup: ProgramSetup, in unit: WeightUnit) throws -> ProgramReplay {
        try cache.replay(of: setup, in: unit, changeCount: try log.changeCount()) { try derive(setup, in: unit) }
    }

    /// The replay itself. Its exercises are named as their sets are stored (an alias or a
    /// renamed exercise resolves to one name).
    private func derive(_ setup: ProgramSetup, in unit: WeightUnit) throws -> ProgramReplay {
        let resolver = ExerciseNameResolver(
            catalog: catalog, storedNames: try records.exercisesWithSets(), movedNames: try records.movedExerciseNames())
        func resolved(_ name: String) -> String { resolver.resolve(name).name }
        let program = setup.program(in: unit).resolvingExercises(resolved)
        var bases: [LiftKey: Double] = [:]
        for (key, kilograms) in setup.bases { bases[LiftKey(exercise: resolved(key.exercise), track: key.track)] = kilograms }
        let events = try log.events(of: setup.name, from: setup.starts).map { event -> ProgramEvent in
            guard case .setBase(let date, let exercise, let track, let kilograms) = event else { return event }
            return .setBase(at: date, exercise: resolved(exercise), track: track, kilograms: kilograms)
        }
        return ProgramReplay.replaying(events, of: program, bases: bases)
    }

    /// Refuses `date` (an `at=`) before `setup` starts: what happened then does not count.
    func requireCounted(_ date: Date, in setup: ProgramSetup) throws {
        guard let starts = setup.starts, date < starts else { return }
        throw TrainingError.invalidValue(
            field: "at", problem: "before program '\(setup.name)' starts (\(starts.formatted(.iso8601))): it would not count")
    }

    /// The program `name` names (the only one when nil) and its state in `unit`.
    func state(named name: String?, in unit: WeightUnit) throws -> (setup: ProgramSetup, replay: ProgramReplay) {
        let setup = try setup(named: name)
        return (setup, try replay(of: setup, in: unit))
    }

    /// Whether any program is configured.
    var isConfigured: Bool { !programs.isEmpty }
}
