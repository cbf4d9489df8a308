import Foundation

/// Reads config files and text into a `Configuration` (settings only; `PluginRegistry`
/// builds the use cases).
public enum ConfigurationLoader {
    /// The configuration in the file at `path`. `environment` moves the default paths
    /// (`STATE_DIRECTORY`, `RUNTIME_DIRECTORY`).
    public static func read(contentsOf path: String, environment: [String: String]) throws(ConfigurationError) -> Configuration {
        try read(text(ofFile: path, limits: .standard), source: path, environment: environment)
    }

    /// The text of the config file at `path`, read no further than `limits` allow: a file
    /// over the size limit is refused before any of it is parsed.
    static func text(ofFile path: String, limits: YAMLLimits) throws(ConfigurationError) -> String {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: limits.maximumBytes + 1) ?? Data()
        } catch {
            throw ConfigurationError([unreadable(error, at: start)])
        }
        guard data.count <= limits.maximumBytes else {
            // A device or pipe has no meaningful size: say only that it holds more.
            let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
            let actual = size.flatMap { $0 > limits.maximumBytes ? "is \(YAMLLimits.grouped($0)) bytes" : nil } ?? "holds more"
            throw ConfigurationError([ConfigurationProblem(
                "the config file \(actual): at most \(limits.byteLimitDescription) is read", at: start)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError([ConfigurationProblem(
                "cannot read the config file: it is not valid UTF-8; expected a readable UTF-8 YAML file", at: start)])
        }
        return text
    }

    private static func unreadable(_ error: any Error, at start: SourceLocation) -> ConfigurationProblem {
        let reason = (error as NSError).localizedDescription
        return ConfigurationProblem(
            "cannot read the config file: \(reason); expected a readable UTF-8 YAML file", at: start)
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
