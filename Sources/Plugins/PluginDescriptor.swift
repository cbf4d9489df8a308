import SignalStore

/// A use case users can name in config: how to build it from its options, and what it is.
public struct PluginDescriptor: Sendable {
    /// The name used in config, e.g. `log-set` or `weekly-volume`.
    public let name: String
    /// One line on what the plugin is for.
    public let summary: String
    /// The options it takes, for `liftd plugins`.
    public let options: [PluginOption]
    /// Builds the use case from its options (the config's map for it, or an empty one).
    public let make: @Sendable (any Decoder) throws -> any UseCase<LiftdState>

    /// Describes a plugin.
    public init(
        name: String,
        summary: String,
        options: [PluginOption] = [],
        make: @escaping @Sendable (any Decoder) throws -> any UseCase<LiftdState>
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.make = make
    }
}

/// One option a plugin accepts.
public struct PluginOption: Sendable, Equatable {
    /// The key in config.
    public let name: String
    /// Its type as users write it, e.g. `number`, `string`, `bool`, `list of string`.
    public let type: String
    /// The value used when it is absent, as text; `nil` when it is required.
    public let defaultValue: String?
    /// What it changes.
    public let summary: String

    /// Describes an option.
    public init(_ name: String, type: String, default defaultValue: String?, _ summary: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
