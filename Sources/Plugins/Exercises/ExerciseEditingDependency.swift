import SignalStore
import Workouts

private enum ExerciseEditorKey: DependencyKey {
    static var liveValue: any ExerciseEditing { UnconfiguredExerciseEditor() }
    static let name = "exerciseEditor"
}

extension DependencyValues {
    /// Where `rename-exercise` and `merge-exercises` move an exercise's history (the SQLite
    /// repository in the daemon); until then they fail.
    public var exerciseEditor: any ExerciseEditing {
        get { self[ExerciseEditorKey.self] }
        set { self[ExerciseEditorKey.self] = newValue }
    }
}

/// The editor in effect until a database is configured: refuses clearly.
struct UnconfiguredExerciseEditor: ExerciseEditing {
    func moveExercise(_ name: String, to target: String, merging: Bool) throws(ExerciseEditError) -> ExerciseMove {
        throw .storage("no database is configured")
    }
}
