import FoundationEssentials
import SignalStore
import Workouts

/// The state of liftd's one store. Each plugin owns a slice; add yours as a stored
/// property of plain values with a default, so an empty store starts from `LiftdState()`.
/// It is `Encodable` so `exec` programs and the `state` request see a JSON snapshot.
public struct LiftdState: State, Encodable, CarriesUnits {
    /// The workout in progress (ingest plugins), if any.
    public var activeWorkout: ActiveWorkout?
    /// The last weekly summary `weekly-volume` computed, in kilograms (reports render it).
    public var weeklySummary: WeeklySummary?
    /// The unit reports show weights in; the daemon sets it from the config's `units`.
    public var units: WeightUnit = .kilograms
    /// When `summary-html` last published the site at its `directory` (not a report's
    /// `directory=`); it rebuilds after `training-changed` only a minute after that.
    public var siteBuiltAt: Date?
    /// Since when the site lacks a change to the training that came within the minute after
    /// a build; the next build clears it. While it is set, the daemon sends
    /// `site-rebuild-due` once a minute.
    public var siteChangesPendingSince: Date?

    /// An empty state.
    public init() {}
}
