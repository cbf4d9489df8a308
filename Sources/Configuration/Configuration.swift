import FoundationEssentials
import Workouts
import ZoneInfo

/// Everything a config file says, with defaults filled in: what the daemon should run.
public struct Configuration: Sendable {
    /// The file it was read from, or `<built-in>` for the shipped defaults.
    public var source: String
    /// The store's use cases in priority order: plugin or bundle names with options.
    public var useCases: [UseCaseEntry]
    /// Named compound use cases, in file order.
    public var bundles: [BundleDefinition]
    /// Signals to send on a timetable, in file order.
    public var schedules: [ScheduleEntry]
    /// The control socket.
    public var socket: SocketSection
    /// Where data lives.
    public var paths: PathSettings
    /// The unit weights are shown in.
    public var units: WeightUnit
    /// The zone weeks, schedules and reports are computed in, unless a schedule names its own.
    public var timeZone: Zone
    /// Who may do what over the socket.
    public var access: AccessRules
    /// Exercise → muscle mappings that replace or extend the built-in catalog.
    public var exercises: [ExerciseOverride]
    /// How one-rep maxima are estimated for records and reports (`estimated-max:`).
    public var estimatedMax = OneRepMaxEstimate.standard
    /// Weekly working-set targets that replace the built-in ones (`VolumeTargets.standard`)
    /// for the muscle groups named.
    public var targets: [MuscleGroup: SetTarget] = [:]
    /// The folder watched for exports to import (`inbox:`).
    public var inbox = InboxSection()
    /// How old a notification waiting through a stop may be and still be delivered (`outbox:`).
    public var outbox = OutboxSection()
    /// The training programs followed (`programs:`), in file order.
    public var programs: [ProgramSetup] = []
    /// Where each setting under `socket:` and `paths:` is written, by its config name
    /// (`socket.path`), for problems found after reading (`liftd check-config`).
    public var settingLocations: [String: SourceLocation] = [:]
}

/// One use case in the store's list or a bundle: a plugin or bundle name, perhaps with options.
public struct UseCaseEntry: Sendable {
    /// The plugin or bundle name.
    public var name: String
    /// The options map given with it, or `nil` when listed by name alone.
    public var options: ConfigNode?
    /// Where the entry is written.
    public var location: SourceLocation
}

/// A named compound use case: its members run in turn on one signal.
public struct BundleDefinition: Sendable {
    /// The bundle's name, usable wherever a plugin name is.
    public var name: String
    /// The members, in order; each a plugin or another bundle.
    public var members: [UseCaseEntry]
    /// Where the bundle's name is written.
    public var location: SourceLocation
}


/// Replaces the built-in muscle groups of one exercise.
public struct ExerciseOverride: Sendable, Equatable {
    /// The exercise as it is spelled in logs, e.g. `Bench Press (Barbell)`.
    public var exercise: String
    /// Muscle groups that get full credit.
    public var primary: [MuscleGroup]
    /// Muscle groups that get partial credit.
    public var secondary: [MuscleGroup]
    /// What the exercise's weight means (`load:`); the built-in entry's, else `external`, when absent.
    public var load: LoadType?
    /// Other names for it (`aliases:`): logged or imported under one, a set is stored under
    /// `exercise`.
    public var aliases: [String]

    /// The override of `exercise`: its muscles, and when given its load type and aliases.
    public init(
        exercise: String, primary: [MuscleGroup], secondary: [MuscleGroup], load: LoadType? = nil, aliases: [String] = []
    ) {
        self.exercise = exercise
        self.primary = primary
        self.secondary = secondary
        self.load = load
        self.aliases = aliases
    }

    /// The catalog entry this override stands for.
    public var exerciseEntry: Exercise {
        Exercise(name: exercise, primaryMuscles: primary, secondaryMuscles: secondary,
                 load: load ?? ExerciseCatalog.builtIn.load(of: exercise))
    }
}

extension ExerciseCatalog {
    /// The built-in catalog with the config's `exercises:` entries and their aliases.
    public static func configured(_ overrides: [ExerciseOverride]) -> ExerciseCatalog {
        var aliases: [String: String] = [:]
        for override in overrides {
            for alias in override.aliases { aliases[alias] = override.exercise }
        }
        return builtIn.overriding(overrides.map(\.exerciseEntry), aliases: aliases)
    }
}
