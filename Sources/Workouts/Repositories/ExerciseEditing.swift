/// Moves an exercise's history to another name: `rename-exercise` and `merge-exercises`.
/// Each change is one transaction, and the records of the exercise that ends up with the sets
/// are rebuilt from them, as an import of those sets into a fresh database would build them.
public protocol ExerciseEditing: Sendable {
    /// Stores the sets of the stored exercise `name` under `target` (the catalog's spelling
    /// when the catalog knows it, by name or alias). When another stored exercise already
    /// has that name, the sets join its own only with `merging`, numbered again by their place
    /// in each workout; otherwise the exercise is renamed.
    func moveExercise(_ name: String, to target: String, merging: Bool) throws(ExerciseEditError) -> ExerciseMove
}

/// What `moveExercise` did.
public struct ExerciseMove: Sendable, Equatable, Encodable {
    /// The exercise's name before, as stored.
    public var from: String
    /// The name its sets are stored under now.
    public var to: String
    /// How many sets moved.
    public var setsMoved: Int
    /// Whether they joined another exercise's sets (else the exercise was renamed).
    public var merged: Bool

    /// The move of `setsMoved` sets from `from` to `to`.
    public init(from: String, to: String, setsMoved: Int, merged: Bool) {
        self.from = from
        self.to = to
        self.setsMoved = setsMoved
        self.merged = merged
    }
}

/// Why an exercise's history could not move; nothing changed.
public enum ExerciseEditError: Error, Equatable, CustomStringConvertible {
    /// No stored exercise has the name.
    case unknownExercise(String)
    /// The target is another stored exercise, and the request was a rename.
    case targetStored(String)
    /// The target is the exercise itself.
    case sameExercise(String)
    /// The database refused.
    case storage(String)

    public var description: String {
        switch self {
        case .unknownExercise(let name): "no stored exercise is called '\(name)' (exercises lists them)"
        case .targetStored(let name):
            "'\(name)' is stored already: merge-exercises from=… into='\(name)' moves the sets into it"
        case .sameExercise(let name): "'\(name)' is that exercise already"
        case .storage(let reason): reason
        }
    }
}
