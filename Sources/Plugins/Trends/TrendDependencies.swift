import SignalStore
import Workouts

private enum OneRepMaxEstimateKey: DependencyKey {
    static var liveValue: OneRepMaxEstimate { .standard }
    static let name = "oneRepMaxEstimate"
}

private enum VolumeTargetsKey: DependencyKey {
    static var liveValue: VolumeTargets { .standard }
    static let name = "volumeTargets"
}

extension DependencyValues {
    /// How estimated one-rep maxima are computed for trends and the report's chart: the
    /// config's `estimated-max:` in the daemon (Epley capped at ten reps by default).
    public var oneRepMaxEstimate: OneRepMaxEstimate {
        get { self[OneRepMaxEstimateKey.self] }
        set { self[OneRepMaxEstimateKey.self] = newValue }
    }

    /// Weekly working-set targets per muscle group: the config's `targets:` over liftd's
    /// starting point (`VolumeTargets.standard`).
    public var volumeTargets: VolumeTargets {
        get { self[VolumeTargetsKey.self] }
        set { self[VolumeTargetsKey.self] = newValue }
    }
}
