/// One option a plugin accepts, as `liftd plugins` and the man page describe it. It is
/// derived from the option's `OptionDeclaration`, never written by hand.
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
    init(_ name: String, type: String, default defaultValue: String?, _ summary: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
