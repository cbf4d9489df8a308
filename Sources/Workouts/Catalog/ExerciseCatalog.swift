/// Maps exercise names to the muscle groups they train: liftd's built-in table plus the
/// overrides from config (`exercises:`). Names match by `ExerciseNameKey`: ignoring case,
/// repeated spaces and Unicode normalization.
public struct ExerciseCatalog: Sendable {
    private var entries: [String: Exercise]

    /// A catalog of exactly `exercises`; a later entry with the same name wins.
    public init(_ exercises: [Exercise]) {
        entries = [:]
        for exercise in exercises {
            entries[Self.key(exercise.name)] = exercise
        }
    }

    /// The built-in catalog of common Strong and Hevy exercise names.
    public static let builtIn = ExerciseCatalog(
        BuiltInExercises.chestAndShoulders + BuiltInExercises.backAndArms + BuiltInExercises.legsAndCore)

    /// This catalog with `overrides` added or replacing entries of the same name.
    public func overriding(_ overrides: [Exercise]) -> ExerciseCatalog {
        var copy = self
        for exercise in overrides {
            copy.entries[Self.key(exercise.name)] = exercise
        }
        return copy
    }

    /// The exercise called `name`, or `nil` when the catalog does not know it.
    public func exercise(named name: String) -> Exercise? {
        entries[Self.key(name)]
    }

    /// How `name`'s weight counts: its entry's load type, `external` when the catalog does
    /// not know it.
    public func load(of name: String) -> LoadType {
        exercise(named: name)?.load ?? .external
    }

    /// Every known exercise, by name.
    public var exercises: [Exercise] {
        entries.values.sorted { $0.name < $1.name }
    }

    /// Of `names`, the ones the catalog does not know, each once, sorted.
    public func unmapped(_ names: some Sequence<String>) -> [String] {
        Set(names.filter { exercise(named: $0) == nil }).sorted()
    }

    private static func key(_ name: String) -> String { ExerciseNameKey.of(name) }
}

/// Shorthand for the built-in table.
func entry(
    _ name: String, _ primary: [MuscleGroup], _ secondary: [MuscleGroup] = [], load: LoadType = .external
) -> Exercise {
    Exercise(name: name, primaryMuscles: primary, secondaryMuscles: secondary, load: load)
}

/// liftd's built-in exercise table, split by body region.
enum BuiltInExercises {}
