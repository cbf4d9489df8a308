/// One option of a `PluginOptions` type, declared once: its key, type, default and meaning,
/// and how the decoder reads it into the options. `liftd plugins`, the man page test and
/// the registry's check for unknown keys all read the same declaration the decoder uses.
public struct OptionDeclaration<Options: PluginOptions>: Sendable {
    /// The key in config.
    public let name: String
    /// Its type as users write it, e.g. `bool`, `number`, `list of signal name`.
    public let type: String
    /// What it changes, one line.
    public let summary: String
    /// What it is when the config leaves it out.
    let fallback: Fallback
    /// Reads the option from a map that gives it, into the options.
    let read: @Sendable (inout Options, OptionReader) throws -> Void
    /// The option's value in a set of options, as users would write it.
    let text: @Sendable (Options) -> String

    /// What an absent option is.
    enum Fallback: Sendable {
        /// It must be given.
        case required
        /// Its value in the plugin's defaults.
        case initial
        /// A setting of the config's (shown as `shown`), written into the options by `apply`.
        case setting(shown: String, apply: @Sendable (inout Options, PluginDefaults) -> Void, text: @Sendable (PluginDefaults) -> String)
        /// Worked out from other options once all are read (shown as `shown`).
        case derived(shown: String)
    }

    /// Declares an option in full: `read` stores its value when the map gives it, `text`
    /// writes the stored value as users would.
    public init(
        _ name: String, type: String, _ summary: String, default fallback: OptionDefault<Options> = .initial,
        read: @escaping @Sendable (inout Options, OptionReader) throws -> Void,
        text: @escaping @Sendable (Options) -> String
    ) {
        self.name = name
        self.type = type
        self.summary = summary
        self.fallback = fallback.fallback
        self.read = read
        self.text = text
    }

    /// Declares an option whose value is a `Value` stored at `keyPath`; `check` may refuse
    /// a value the type allows, returning why.
    public static func value<Value: OptionValue>(
        _ name: String, at keyPath: WritableKeyPath<Options, Value> & Sendable, _ summary: String,
        default fallback: ValueDefault<Value> = .initial, check: (@Sendable (Value) -> String?)? = nil
    ) -> Self {
        Self(
            name, type: Value.optionType, summary, default: fallback.declared(at: keyPath),
            read: { options, reader in
                let value = try Value(option: name, in: reader)
                if let problem = check?(value) { throw reader.problem(problem, at: name) }
                options[keyPath: keyPath] = value
            },
            text: { $0[keyPath: keyPath].optionText })
    }

    /// The option as `liftd plugins` lists it, with `defaults` as the plugin's defaults.
    func described(defaults: Options) -> PluginOption {
        let shown: String? = switch fallback {
        case .required: nil
        case .initial: text(defaults)
        case .setting(let shown, _, _), .derived(let shown): shown
        }
        return PluginOption(name, type: type, default: shown, summary)
    }

    /// Writes the config setting the option defaults to, if it defaults to one.
    func applySetting(to options: inout Options, from settings: PluginDefaults) {
        if case .setting(_, let apply, _) = fallback { apply(&options, settings) }
    }

    /// The value reading an empty map must give: `nil` when the option is required or derived.
    func expectedDefault(defaults: Options, settings: PluginDefaults) -> String? {
        switch fallback {
        case .required, .derived: nil
        case .initial: text(defaults)
        case .setting(_, _, let text): text(settings)
        }
    }
}

/// What an option declared in full is when the config leaves it out.
public struct OptionDefault<Options: PluginOptions>: Sendable {
    let fallback: OptionDeclaration<Options>.Fallback

    /// The value in the plugin's defaults.
    public static var initial: Self { Self(fallback: .initial) }
    /// None: the option must be given.
    public static var required: Self { Self(fallback: .required) }
    /// Worked out from other options after reading (`finishReading`); `liftd plugins` shows `shown`.
    public static func derived(_ shown: String) -> Self { Self(fallback: .derived(shown: shown)) }
}

/// What an option of one value is when the config leaves it out.
public enum ValueDefault<Value: OptionValue>: Sendable {
    /// The value in the plugin's defaults.
    case initial
    /// None: the option must be given.
    case required
    /// The config's setting that `setting` reads, shown as `shown` (e.g. `config units`).
    case setting(_ shown: String, _ setting: KeyPath<PluginDefaults, Value> & Sendable)

    func declared<Options: PluginOptions>(at keyPath: WritableKeyPath<Options, Value> & Sendable) -> OptionDefault<Options> {
        switch self {
        case .initial: .initial
        case .required: .required
        case .setting(let shown, let setting):
            OptionDefault(fallback: .setting(
                shown: shown, apply: { $0[keyPath: keyPath] = $1[keyPath: setting] },
                text: { $0[keyPath: setting].optionText }))
        }
    }
}
