/// Maps exercise names to the muscle groups they train: liftd's built-in table plus the
/// overrides from config (`exercises:`), and the other names apps give the same lifts
/// (aliases: FitNotes' `Flat Barbell Bench Press` is `Bench Press (Barbell)`). Names match by
/// `ExerciseNameKey`: ignoring case, repeated spaces and Unicode normalization.
public struct ExerciseCatalog: Sendable {
    private var entries: [String: Exercise]
    /// Alias key → the name of the entry it stands for.
    private var aliases: [String: String] = [:]

    /// A catalog of exactly `exercises`, and `aliases` (alias → an entry's name); a later
    /// entry with the same name wins.
    public init(_ exercises: [Exercise], aliases: [String: String] = [:]) {
        entries = [:]
        for exercise in exercises {
            entries[Self.key(exercise.name)] = exercise
        }
        addAliases(aliases)
    }

    /// The built-in catalog of common Strong, Hevy and FitNotes exercise names.
    public static let builtIn = ExerciseCatalog(
        BuiltInExercises.chestAndShoulders + BuiltInExercises.backAndArms + BuiltInExercises.legsAndCore,
        aliases: BuiltInExercises.aliases)

    /// This catalog with `overrides` added or replacing entries of the same name, and
    /// `aliases` (alias → an entry's name) added.
    public func overriding(_ overrides: [Exercise], aliases: [String: String] = [:]) -> ExerciseCatalog {
        var copy = self
        for exercise in overrides {
            copy.entries[Self.key(exercise.name)] = exercise
            copy.aliases[Self.key(exercise.name)] = nil
        }
        copy.addAliases(aliases)
        return copy
    }

    /// Adds each alias whose entry the catalog holds and that names no entry itself.
    private mutating func addAliases(_ added: [String: String]) {
        for (alias, name) in added where entries[Self.key(alias)] == nil {
            guard let entry = entries[Self.key(name)] else { continue }
            aliases[Self.key(alias)] = entry.name
        }
    }

    /// The exercise called `name`, or by an alias `name`; `nil` when the catalog knows neither.
    public func exercise(named name: String) -> Exercise? {
        let key = Self.key(name)
        return entries[key] ?? aliases[key].flatMap { entries[Self.key($0)] }
    }

    /// The entry `name` is an alias of; `nil` when it is none (an entry's own name included).
    public func aliasTarget(of name: String) -> Exercise? {
        aliases[Self.key(name)].flatMap { entries[Self.key($0)] }
    }

    /// Every alias, with the name of the exercise it stands for.
    public var aliasNames: [(alias: String, exercise: String)] {
        aliases.map { ($0.key, $0.value) }.sorted { $0.alias < $1.alias }
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
