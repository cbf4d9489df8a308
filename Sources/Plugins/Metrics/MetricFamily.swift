/// One metric family of the Prometheus text exposition format: a name, what it means, its
/// type, and its samples, each told apart by its labels.
public struct MetricFamily: Sendable, Equatable {
    /// The two types liftd exposes.
    public enum Kind: String, Sendable {
        /// A value that only grows (until a restart); its name ends in `_total`.
        case counter
        /// A value that goes up and down.
        case gauge
    }

    /// The metric's name, e.g. `liftd_chains_total`.
    public var name: String
    /// One line on what it measures, for the `# HELP` line.
    public var help: String
    /// Its type, for the `# TYPE` line.
    public var kind: Kind
    /// Its samples; a family may have none (a counter nothing has counted yet by label).
    public var samples: [MetricSample]

    /// A family of `kind` called `name`, described by `help`, with `samples`.
    public init(_ name: String, _ kind: Kind, help: String, samples: [MetricSample]) {
        self.name = name
        self.help = help
        self.kind = kind
        self.samples = samples
    }

    /// A family of one sample without labels.
    public init(_ name: String, _ kind: Kind, help: String, value: Double) {
        self.init(name, kind, help: help, samples: [MetricSample(value)])
    }
}

/// One sample of a metric family: its label pairs and its value.
public struct MetricSample: Sendable, Equatable {
    /// Label name → value, e.g. `["schedule": "weekly-report"]`.
    public var labels: [String: String]
    /// The value.
    public var value: Double

    /// A sample with `labels` and `value`.
    public init(_ value: Double, labels: [String: String] = [:]) {
        self.labels = labels
        self.value = value
    }
}
