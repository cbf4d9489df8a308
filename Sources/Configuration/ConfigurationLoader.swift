import FoundationEssentials
import Workouts

/// Reads config files and text into a `Configuration` (settings only; `PluginRegistry`
/// builds the use cases).
public enum ConfigurationLoader {
    /// The configuration in the file at `path`. `environment` moves the default paths
    /// (`STATE_DIRECTORY`, `RUNTIME_DIRECTORY`). A file with no settings in it (empty, or
    /// only comments) is refused: a config cut short by a bad copy would otherwise run, on
    /// reload too, with no use cases. Only a one-shot check passes `acceptingPipes`
    /// (`liftd check-config /dev/stdin`): the daemon reads its config again on reload.
    public static func read(
        contentsOf path: String, environment: [String: String], acceptingPipes: Bool = false
    ) throws(ConfigurationError) -> Configuration {
        let root = try YAMLReader.read(text(ofFile: path, limits: .standard, acceptingPipes: acceptingPipes), file: path)
        guard !root.isNull, root.entries?.isEmpty != true else {
            throw ConfigurationError([ConfigurationProblem(
                "the config file holds no settings (it is empty or only comments): liftd would run no use cases; "
                    + "give use-cases: (config/liftd.yaml shows them), or start liftd without --config for its built-in defaults",
                at: SourceLocation(file: path, line: 1, column: 1))])
        }
        return try read(root, source: path, environment: environment)
    }

    /// The text of the config file at `path`, read no further than `limits` allow: a file
    /// over the size limit is refused before any of it is parsed, and so is anything but a
    /// regular file (a FIFO would keep a reload waiting for a writer, a device never end).
    /// `kind` names the file in messages (`program file`).
    static func text(
        ofFile path: String, limits: YAMLLimits, acceptingPipes: Bool = false, describing kind: String = "config file"
    ) throws(ConfigurationError) -> String {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.contents(of: path, limit: limits.maximumBytes, acceptingPipes: acceptingPipes)
        } catch .tooLarge(let size, _) {
            throw ConfigurationError([ConfigurationProblem(
                "the \(kind) is \(YAMLLimits.grouped(size)) bytes: at most \(limits.byteLimitDescription) is read",
                at: start)])
        } catch {
            throw ConfigurationError([ConfigurationProblem(
                "cannot read the \(kind): \(error); expected a readable UTF-8 YAML file", at: start)])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError([ConfigurationProblem(
                "cannot read the \(kind): it is not valid UTF-8; expected a readable UTF-8 YAML file", at: start)])
        }
        return text
    }

    /// The configuration `text` describes; `source` names it in errors.
    public static func read(_ text: String, source: String, environment: [String: String]) throws(ConfigurationError) -> Configuration {
        try read(YAMLReader.read(text, file: source), source: source, environment: environment)
    }

    /// The configuration the parsed tree `root` of `source` describes.
    private static func read(_ root: ConfigNode, source: String, environment: [String: String]) throws(ConfigurationError) -> Configuration {
        var reader = ConfigurationReader(environment: environment)
        return try reader.read(root, source: source)
    }

    /// The shipped default configuration, used when no config file is given.
    public static func defaults(environment: [String: String]) throws(ConfigurationError) -> Configuration {
        try read(DefaultConfiguration.text, source: DefaultConfiguration.source, environment: environment)
    }
}
