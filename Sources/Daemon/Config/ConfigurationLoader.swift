import Foundation

/// Reads config files and text into a `Configuration` (settings only; `PluginRegistry`
/// builds the use cases).
public enum ConfigurationLoader {
    /// The configuration in the file at `path`. `environment` moves the default paths
    /// (`STATE_DIRECTORY`, `RUNTIME_DIRECTORY`).
    public static func read(contentsOf path: String, environment: [String: String]) throws(ConfigurationError) -> Configuration {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let reason = (error as NSError).localizedDescription
            throw ConfigurationError([ConfigurationProblem(
                "cannot read the config file: \(reason); expected a readable UTF-8 YAML file",
                at: SourceLocation(file: path, line: 1, column: 1))])
        }
        return try read(text, source: path, environment: environment)
    }

    /// The configuration `text` describes; `source` names it in errors.
    public static func read(_ text: String, source: String, environment: [String: String]) throws(ConfigurationError) -> Configuration {
        let root = try YAMLReader.read(text, file: source)
        var reader = ConfigurationReader(environment: environment)
        return try reader.read(root, source: source)
    }

    /// The shipped default configuration, used when no config file is given.
    public static func defaults(environment: [String: String]) throws(ConfigurationError) -> Configuration {
        try read(DefaultConfiguration.text, source: DefaultConfiguration.source, environment: environment)
    }
}
