import SignalStore
import Workouts

/// `metrics` (read): liftd's series in the Prometheus text exposition format 0.0.4.
public struct Metrics: Signal, Equatable {
    public static let wireName = "metrics"
    public static let access = SignalAccess.read
    /// Asks for the metrics.
    public init() {}
}

/// Answers `metrics` with the exposition text as the reply, a string `liftctl metrics`
/// prints as it is. Changes nothing.
public struct MetricsUseCase: UseCase {
    /// Its options (`MetricsOptions`).
    public let options: MetricsOptions
    @Dependency(\.runtimeMetrics) private var runtime
    @Dependency(\.trainingSummaryReader) private var reader
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.oneRepMaxEstimate) private var estimate
    @Dependency(\.now) private var now

    /// The use case with `options`.
    public init(options: MetricsOptions = MetricsOptions()) { self.options = options }

    public var handledSignals: [any Signal.Type] { [Metrics.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard signal is Metrics else { return .notHandled }
        return .reply(try await exposition())
    }

    /// The exposition text now.
    func exposition() async throws -> String {
        let training = try TrainingMetrics.read(
            at: now.now, options: options, reader: reader, catalog: catalog, estimate: estimate)
        return MetricsExposition.render(LiftdMetrics.families(runtime: await runtime.runtimeMetrics(), training: training))
    }
}

extension PluginDescriptor {
    /// `metrics`.
    static let metrics = PluginDescriptor(
        name: Metrics.wireName, summary: "liftd's series in the Prometheus text format 0.0.4 (read)",
        defaults: MetricsOptions()
    ) { options in MetricsUseCase(options: options) }
}
