import Workouts

/// Decides which exercise a name from a request or an export stores its sets under: the
/// user's history first (a name renamed or merged away included), then the catalog (by its
/// own name or an alias), else a new exercise.
struct ExerciseNameResolver {
    /// How a name was resolved.
    enum Resolution: Equatable {
        /// An exercise already stored under this name (in another case or spacing, maybe).
        case stored(String)
        /// The catalog's entry of this name, in the catalog's spelling.
        case catalog(String)
        /// The catalog entry the name is an alias of.
        case alias(String)
        /// Neither history nor the catalog knows it: a new exercise, kept as given.
        case new(String)

        /// The name the sets are stored under.
        var name: String {
            switch self {
            case .stored(let name), .catalog(let name), .alias(let name), .new(let name): name
            }
        }
    }

    let catalog: ExerciseCatalog
    /// Stored exercise names by `ExerciseNameKey`.
    private let stored: [String: String]

    /// A resolver over `catalog`, the exercises stored as `storedNames`, and the names moved
    /// away from (`movedNames`, each with the stored name it moved to).
    init(catalog: ExerciseCatalog, storedNames: [String], movedNames: [String: String] = [:]) {
        self.catalog = catalog
        var stored: [String: String] = [:]
        for name in storedNames { stored[ExerciseNameKey.of(name)] = stored[ExerciseNameKey.of(name)] ?? name }
        for (name, current) in movedNames.sorted(by: { $0.key < $1.key }) {
            stored[ExerciseNameKey.of(name)] = stored[ExerciseNameKey.of(name)] ?? current
        }
        self.stored = stored
    }

    /// Where `name` goes.
    func resolve(_ name: String) -> Resolution {
        if let stored = stored[ExerciseNameKey.of(name)] { return .stored(stored) }
        if let target = catalog.aliasTarget(of: name) { return .alias(target.name) }
        if let entry = catalog.exercise(named: name) { return .catalog(entry.name) }
        return .new(name)
    }

    /// The stored exercises' names, for suggestions.
    var storedNames: [String] { stored.values.sorted() }
}
