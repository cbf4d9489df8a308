import FoundationEssentials
import Workouts

extension ActiveWorkout {
    /// Stores a new workout called `name` (trimmed; `fallbackName` when empty) started at
    /// `start`, holding `sets`, in one transaction, and returns it as the active workout.
    /// Refuses notes and names outside liftd's ranges, naming the field.
    static func begin(
        name: String?, fallbackName: String, notes: String?, at start: Date, sets: [WorkoutSet] = [],
        now: Date, in repository: any WorkoutWriting
    ) throws -> ActiveWorkout {
        try RangeCheck.require(notes.flatMap { ValueRanges.violation(notes: $0, field: "notes") })
        let name = name?.trimmingWhitespace() ?? ""
        try RangeCheck.require(ValueRanges.violation(requestName: name, field: "name"))
        let workout = Workout(name: name.isEmpty ? fallbackName : name, start: start, notes: notes ?? "", sets: sets)
        if let violation = ValueRanges(now: now).violation(in: workout) {
            throw TrainingError.outOfRange(violation.field == ValueRanges.workoutNameField
                ? RangeViolation(field: "name", allowed: violation.allowed, got: violation.got) : violation)
        }
        let id = try repository.insert(workout)
        return ActiveWorkout(id: id, name: workout.name, start: workout.start, setCount: sets.count)
    }
}
