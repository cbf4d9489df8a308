import Workouts

/// Why `delete-set` or `update-set` was refused. Nothing was changed when one is thrown.
public enum SetCorrectionError: Error, Equatable, CustomStringConvertible {
    /// No stored set has this id.
    case unknownSet(SetID)
    /// `update-set` was given no value to change.
    case nothingToChange(SetID)

    public var description: String {
        switch self {
        case .unknownSet(let id):
            "no set with id \(id): `workout workout=N` lists a workout's sets with their ids"
        case .nothingToChange(let id):
            "update-set set=\(id) changes nothing: give at least one of weight=, reps=, kind=, rpe=, exercise="
        }
    }
}
