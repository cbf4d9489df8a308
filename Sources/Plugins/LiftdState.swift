import SignalStore
import Workouts

/// The state of liftd's one store. Each plugin owns a slice; add yours as a stored
/// property of plain values with a default, so an empty store starts from `LiftdState()`.
/// It is `Encodable` so `exec` programs and the `state` request see a JSON snapshot.
public struct LiftdState: State, Encodable {
    /// The workout in progress (ingest plugins), if any.
    public var activeWorkout: ActiveWorkout?

    /// An empty state.
    public init() {}
}
