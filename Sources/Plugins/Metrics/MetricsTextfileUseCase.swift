import SignalStore
import Workouts

/// `metrics-due` (operator): writes the metrics file now; a schedule sends it.
public struct MetricsDue: Signal, Equatable {
    public static let wireName = "metrics-due"
    /// Asks for the metrics file to be written.
    public init() {}
}

/// On `metrics-due`, writes the `metrics` exposition to `liftd.prom` in the configured
/// directory for node_exporter's textfile collector, atomically and with the configured
/// mode. Answers with the path written and the number of series. Changes no state.
public struct MetricsTextfileUseCase: UseCase {
    let options: MetricsTextfileOptions
    @Dependency(\.textfileWriter) private var writer

    /// The use case `options` describe.
    public init(options: MetricsTextfileOptions) { self.options = options }

    public var name: String { "metrics-textfile" }
    public var handledSignals: [any Signal.Type] { [MetricsDue.self] }

    /// The reply: where the file is and how many series it holds.
    public struct Reply: Encodable, Sendable, Equatable {
        /// The file written.
        public var path: String
        /// Its sample lines.
        public var series: Int
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard signal is MetricsDue else { return .notHandled }
        let text = try await MetricsUseCase(options: options.training).exposition()
        let path = try writer.replace("liftd.prom", in: options.directory, with: text, mode: options.mode)
        let series = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count
        return .reply(Reply(path: path, series: series))
    }
}

extension PluginDescriptor {
    /// `metrics-textfile`.
    static let metricsTextfile = PluginDescriptor(
        name: "metrics-textfile",
        summary: "on metrics-due: write liftd.prom atomically for node_exporter's textfile collector",
        defaults: MetricsTextfileOptions()
    ) { options in MetricsTextfileUseCase(options: options) }
}
