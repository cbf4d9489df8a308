/// What `help name=SIGNAL` says of a signal beyond what its decoder (`SignalSchema`) and its
/// declared access show: what it is for, what each field means, the values a text field
/// takes and what an absent one is, and a request to copy. Declared once, on the type.
public struct SignalDescription: Sendable {
    /// What the signal does, one line.
    public let purpose: String
    /// A request in the control socket's text form, e.g. `log-set exercise=Squat reps=5`.
    public let example: String
    /// Whether liftd or liftctl sends it itself (a notification, an upload's chunk, a
    /// schedule's tick) rather than a person: `help` lists these apart.
    public let isInternal: Bool
    /// The fields, by wire name; every field the decoder reads has one.
    public let fields: [String: FieldDescription]

    /// Describes a signal that people send.
    public init(_ purpose: String, example: String, fields: [String: FieldDescription] = [:]) {
        self.init(purpose, example: example, isInternal: false, fields: fields)
    }

    private init(_ purpose: String, example: String, isInternal: Bool, fields: [String: FieldDescription]) {
        self.purpose = purpose
        self.example = example
        self.isInternal = isInternal
        self.fields = fields
    }

    /// Describes a signal liftd or liftctl sends itself.
    public static func `internal`(
        _ purpose: String, example: String, fields: [String: FieldDescription] = [:]
    ) -> Self {
        Self(purpose, example: example, isInternal: true, fields: fields)
    }

    /// Nothing said: a signal that declares no description (the drift test refuses one).
    static let undeclared = Self("", example: "")
}

/// One field of a `SignalDescription`.
public struct FieldDescription: Sendable, ExpressibleByStringLiteral {
    /// What the field holds, one line.
    public let summary: String
    /// The values a text field takes (its canonical spellings), empty when any text does.
    public let allowedValues: [String]
    /// What an absent field is, as people would say it; nil when there is no default (or
    /// the field is required).
    public let defaultValue: String?
    /// The option of the plugin handling the signal that an absent field takes its value
    /// from (`units` for `log-set units=`); the daemon shows that option's declared default.
    public let defaultOption: String?

    /// A field described by `summary`, with the values it takes and what an absent one is.
    public init(
        _ summary: String, values allowedValues: [String] = [], default defaultValue: String? = nil,
        defaultOption: String? = nil
    ) {
        self.summary = summary
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
        self.defaultOption = defaultOption
    }

    /// A field described by its summary alone.
    public init(stringLiteral summary: String) {
        self.init(summary)
    }
}
