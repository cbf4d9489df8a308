extension OptionDeclaration {
    /// `inner`, declared for options that keep an `Inner` at `keyPath`: the same key, type,
    /// summary and default, read into and shown from that part. Lets a plugin take some of
    /// another options type's declarations without writing them twice.
    init<Inner: PluginOptions>(_ inner: OptionDeclaration<Inner>, within keyPath: WritableKeyPath<Options, Inner> & Sendable) {
        let fallback: OptionDefault<Options> = switch inner.fallback {
        case .required: .required
        case .initial: .initial
        case .derived(let shown): .derived(shown)
        case .setting(let shown, let apply, let text):
            OptionDefault(fallback: .setting(shown: shown, apply: { apply(&$0[keyPath: keyPath], $1) }, text: text))
        }
        let read = inner.read
        let text = inner.text
        self.init(
            inner.name, type: inner.type, inner.summary, default: fallback,
            read: { options, reader in try read(&options[keyPath: keyPath], reader) },
            text: { text($0[keyPath: keyPath]) })
    }
}
