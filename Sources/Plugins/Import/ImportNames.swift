import Workouts

/// The exercise names of one import: each name in the file resolved once (history first,
/// then the catalog and its aliases), the sets stored under the names resolved, and what the
/// reply says of them.
struct ImportNames {
    private let resolver: ExerciseNameResolver
    private var resolved: [String: ExerciseNameResolver.Resolution] = [:]

    /// A file's names, resolved by `resolver`.
    init(_ resolver: ExerciseNameResolver) { self.resolver = resolver }

    /// The names of the file that are aliases, each with the catalog name its sets went to.
    var mappedByAlias: [String: String] {
        resolved.compactMapValues { if case .alias(let name) = $0 { name } else { nil } }
    }

    /// The names of the file new to liftd: neither stored before nor in the catalog, sorted.
    var newExercises: [String] {
        resolved.values.compactMap { if case .new(let name) = $0 { name } else { nil } }.sorted()
    }

    /// `batch` with each set's exercise, and each piece's count of earlier sets, under the
    /// names resolved.
    mutating func resolving(_ batch: [ImportedWorkout]) -> [ImportedWorkout] {
        batch.map { piece in
            var piece = piece
            for index in piece.workout.sets.indices {
                piece.workout.sets[index].exercise = name(for: piece.workout.sets[index].exercise)
            }
            var earlier: [String: Int] = [:]
            for (exercise, count) in piece.earlierSets { earlier[name(for: exercise), default: 0] += count }
            piece.earlierSets = earlier
            return piece
        }
    }

    private mutating func name(for raw: String) -> String {
        if let known = resolved[raw] { return known.name }
        let resolution = resolver.resolve(raw)
        resolved[raw] = resolution
        return resolution.name
    }
}
