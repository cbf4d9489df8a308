import FoundationEssentials
import SignalStore
import Workouts

/// Logs a bodyweight: `log-bodyweight weight=81.5 [units=kg|lb] [at=2025-03-01T07:30:00Z]`.
public struct LogBodyweight: Signal, Equatable {
    public static let wireName = "log-bodyweight"
    /// The bodyweight in `units`.
    public var weight: Double
    /// `kg` or `lb`; the plugin's `units` option when absent.
    public var units: String?
    /// When it was measured, ISO 8601 with a zone; now when absent.
    public var at: String?

    /// A bodyweight of `weight` `units` measured `at`.
    public init(weight: Double, units: String? = nil, at: String? = nil) {
        self.weight = weight
        self.units = units
        self.at = at
    }
}

/// Stores a bodyweight after checking it (20–400 kg, a date from 1970 to a day from now),
/// to the whole second; one measured in the same second is replaced. Replies with the entry stored.
public struct LogBodyweightUseCase: UseCase {
    /// Its options (`LogBodyweightOptions`).
    public let options: LogBodyweightOptions
    @Dependency(\.bodyweightStore) private var store
    @Dependency(\.now) private var clock

    /// The use case with `options`.
    public init(options: LogBodyweightOptions = LogBodyweightOptions()) { self.options = options }

    public var handledSignals: [any Signal.Type] { [LogBodyweight.self] }

    /// The reply: the entry as stored (kilograms) and whether it replaced one at that instant.
    public struct Logged: Encodable, Sendable, Equatable {
        /// The entry stored.
        public var bodyweight: BodyweightEntry
        /// Whether an entry measured at the same instant was replaced.
        public var replaced: Bool
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let log = signal as? LogBodyweight else { return .notHandled }
        let unit = try SpelledFields.unit(log.units, or: options.units)
        let given = try log.at.map { text throws(TrainingError) in try SpelledFields.instant(text) } ?? clock.now
        // Kept to the second, as replies and lists show it: one logged in the same second,
        // whatever its fraction, replaces it.
        let measuredAt = Date(timeIntervalSince1970: given.timeIntervalSince1970.rounded(.down))
        let kilograms = unit.kilograms(log.weight)
        let entry = BodyweightEntry(measuredAt: measuredAt, kilograms: kilograms, source: LogBodyweight.wireName)
        if var violation = ValueRanges(now: clock.now).violation(in: entry) {
            if violation.field == "weight", unit != .kilograms {
                violation.got += " (\(ValueRange.text(log.weight)) \(unit.rawValue))"
            }
            throw TrainingError.outOfRange(violation)
        }
        let replaced = try store.record(entry)
        return .reply(Logged(bodyweight: entry, replaced: replaced))
    }
}

extension PluginDescriptor {
    /// `log-bodyweight`.
    static let logBodyweight = PluginDescriptor(
        name: LogBodyweight.wireName, summary: "log a bodyweight (for assisted and weighted bodyweight volume)",
        defaults: LogBodyweightOptions()
    ) { options in LogBodyweightUseCase(options: options) }
}
