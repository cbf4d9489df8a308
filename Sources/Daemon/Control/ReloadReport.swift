import Workouts

/// The answer to `reload`: the config now in force, and the changed settings a reload
/// cannot apply.
public struct ReloadReport: Sendable, Encodable, Equatable {
    /// The config now in use.
    public var config: String
    /// How many use cases the store now has.
    public var useCases: Int
    /// How many schedules are enabled.
    public var schedules: Int
    /// Settings (`socket.path`, `paths.database`, …) whose value in the file differs from
    /// the one the daemon started with: they take effect at the next restart.
    public var needsRestart: [String]
    /// The weight unit the store's state switches to, when the config's `units` changed;
    /// the reload chain applies it (not part of the reply).
    public var unitsChange: WeightUnit?
    /// Whether a use case of the reloaded config handles `units-changed`, which the reload
    /// chain then sends after a `unitsChange` (not part of the reply).
    public var unitsChangedHandled: Bool
    /// The status READY=1 carries to systemd once the reload's chain has finished, so that a
    /// reload is over for systemd only when the store holds its changes (not part of the reply).
    public var readyStatus: String?

    /// A report of the config `config` with `useCases` use cases and `schedules` enabled
    /// schedules, the settings in `needsRestart` waiting for a restart, `unitsChange`, and
    /// whether `units-changed` has a use case.
    public init(
        config: String, useCases: Int, schedules: Int, needsRestart: [String] = [], unitsChange: WeightUnit? = nil,
        unitsChangedHandled: Bool = false
    ) {
        self.config = config
        self.useCases = useCases
        self.schedules = schedules
        self.needsRestart = needsRestart
        self.unitsChange = unitsChange
        self.unitsChangedHandled = unitsChangedHandled
    }

    private enum CodingKeys: String, CodingKey {
        case config, useCases, schedules, needsRestart
    }
}
