/// The shipped default config, built in so `liftd` runs without a config file.
/// It is the text of `config/liftd.yaml`; a test keeps the two identical.
enum DefaultConfiguration {
    /// How errors in the built-in config name it.
    static let source = "<built-in config/liftd.yaml>"

    static let text = """
        PLACEHOLDER
        """
}
