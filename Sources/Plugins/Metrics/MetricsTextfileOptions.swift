import FoundationEssentials

/// The options of `metrics-textfile`: the directory to write `liftd.prom` into (named
/// explicitly, absolute, existing: typically node_exporter's `--collector.textfile.directory`),
/// the file's mode, and the options of the training series, as `metrics` takes them.
public struct MetricsTextfileOptions: PluginOptions {
    /// The directory `liftd.prom` is written into.
    public var directory = ""
    /// The file's permission bits.
    public var mode: UInt32 = 0o644
    /// The training series' options, as `metrics` takes them.
    public var training = MetricsOptions()

    /// The defaults (no directory: it must be given).
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        OptionDeclaration(
            "directory", type: "string", "absolute, existing directory for liftd.prom (node_exporter's textfile directory)",
            default: .required,
            read: { options, reader in options.directory = try checkedDirectory(reader) }, text: { $0.directory }),
        OptionDeclaration(
            "mode", type: "string", "liftd.prom's permission bits in octal, so node_exporter's user can read it",
            read: { options, reader in
                let text = try reader.decode(String.self, "mode")
                guard let mode = parseMode(text) else {
                    throw reader.problem("'\(text)' is not a file mode; expected octal digits from \"0000\" to \"0777\", e.g. \"0644\"",
                                         at: "mode")
                }
                options.mode = mode
            }, text: { modeText($0.mode) }),
    ] + MetricsOptions.declared.map { OptionDeclaration($0, within: \Self.training) }

    /// The mode in `text` (`"0644"`, `"644"`), or nil unless it is 3 or 4 octal digits up to 0777.
    static func parseMode(_ text: String) -> UInt32? {
        guard (3...4).contains(text.count), text.allSatisfy({ ("0"..."7").contains($0) }),
              let value = UInt32(text, radix: 8), value <= 0o777 else { return nil }
        return value
    }

    /// `mode` as config writes it, e.g. `0644`.
    static func modeText(_ mode: UInt32) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The `directory` option's value, refused unless it is an absolute path to an existing directory.
    private static func checkedDirectory(_ reader: OptionReader) throws -> String {
        let path = try reader.decode(String.self, "directory")
        guard path.hasPrefix("/") else {
            throw reader.problem("'\(path)' is not an absolute path; name node_exporter's textfile directory in full",
                                 at: "directory")
        }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw reader.problem("'\(path)' does not exist, or liftd cannot reach it", at: "directory")
        }
        guard isDirectory else {
            throw reader.problem("'\(path)' is not a directory", at: "directory")
        }
        return path
    }
}
