import SignalStore
import Workouts

/// Why a training signal was refused. Nothing was changed when one is thrown.
public enum TrainingError: Error, Equatable, CustomStringConvertible, CodedError {
    /// No database was configured for the daemon.
    case noDatabase
    /// The signal needs a workout in progress and there is none.
    case noActiveWorkout
    /// A workout is already in progress.
    case workoutInProgress(WorkoutID, name: String)
    /// No stored workout has this id.
    case unknownWorkout(WorkoutID)
    /// The workout has no set to undo.
    case nothingToUndo(WorkoutID)
    /// A field holds a value it may not.
    case invalidValue(field: String, problem: String)
    /// A field holds a value outside liftd's ranges (`ValueRanges`).
    case outOfRange(RangeViolation)
    /// Strict mode is on and the catalog does not know the exercise.
    case unknownExercise(String)
    /// The import was refused.
    case importRefused(String)

    public var description: String {
        switch self {
        case .noDatabase: "no database configured"
        case .noActiveWorkout: "no workout in progress: send start-workout first"
        case .workoutInProgress(let id, let name): "workout \(id) '\(name)' is in progress: finish it first"
        case .unknownWorkout(let id): "no workout with id \(id)"
        case .nothingToUndo(let id): "workout \(id) has no set to undo"
        case .invalidValue(let field, let problem): "\(field): \(problem)"
        case .outOfRange(let violation): violation.description
        case .unknownExercise(let name):
            "unknown exercise '\(name)' (strict mode): add it under exercises: in the config"
        case .importRefused(let reason): "import refused: \(reason)"
        }
    }

    /// The field a refused value was in, if the error is about one.
    public var field: String? {
        switch self {
        case .invalidValue(let field, _): field
        case .outOfRange(let violation): violation.field
        default: nil
        }
    }

    /// `invalid-field` for a refused value; otherwise the store's `use-case-failed`.
    public var code: String? { field == nil ? nil : "invalid-field" }

    /// The request is at fault for every refusal but a missing database and a refused
    /// import (whose reason may be the disk or the database as well as the file).
    public var blamesSignal: Bool {
        switch self {
        case .noDatabase, .importRefused: false
        default: true
        }
    }
}

extension TrainingError {
    /// The import of the file `name` refused for `error`, its message led by the file's name
    /// once: the file readers' errors name the file already, the parsers' do not.
    static func importRefused(_ name: String, _ error: any Error) -> TrainingError {
        let message = "\(error)"
        return .importRefused(message.hasPrefix(name + ": ") ? message : name + ": " + message)
    }
}
