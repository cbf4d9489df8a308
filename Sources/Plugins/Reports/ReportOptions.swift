import Foundation

/// The options report and export writers read from config.
public struct ReportOptions: Sendable {
    /// The directory, relative to the output directory, files are written under.
    public var directory: String
    /// The zone dates are written in.
    public var timeZone = TimeZone.current

    /// The defaults, writing under `directory`.
    public init(directory: String) { self.directory = directory }

    private enum CodingKeys: String, CodingKey {
        case directory
        case timeZone = "time-zone"
    }

    /// Options decoded from config, with `directory` when the config gives none.
    public init(from decoder: any Decoder, defaultDirectory: String) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        directory = try container.decodeIfPresent(String.self, forKey: .directory) ?? defaultDirectory
        timeZone = PluginDefaults(from: decoder).timeZone
        do {
            _ = try ReportPath.components(of: directory)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .directory, in: container,
                debugDescription: "'\(directory)' leaves the output directory; expected a relative path without '..'")
        }
        if let zone = try container.decodeIfPresent(String.self, forKey: .timeZone) {
            guard let parsed = TimeZone(identifier: zone) else {
                throw DecodingError.dataCorruptedError(forKey: .timeZone, in: container, debugDescription: "unknown time zone '\(zone)'")
            }
            timeZone = parsed
        }
    }

    /// `directory` option with its default.
    static func directoryOption(default directory: String) -> PluginOption {
        PluginOption("directory", type: "string", default: directory, "where files go, relative to the output directory")
    }

    static let timeZoneOption = PluginOption("time-zone", type: "string", default: "config time-zone", "zone dates are written in")
}
