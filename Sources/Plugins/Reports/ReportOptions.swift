import FoundationEssentials
import ZoneInfo

/// The options report and export writers read from config.
public struct ReportOptions: PluginOptions {
    /// The directory, relative to the output directory, files are written under.
    public var directory: String
    /// The zone dates are written in.
    public var timeZone = Zone.utc

    /// The defaults, writing under `directory`.
    public init(directory: String) { self.directory = directory }

    public static let declared = [directoryOption, timeZoneOption]

    static let directoryOption = OptionDeclaration.value(
        "directory", at: \Self.directory, "where files go, relative to the output directory",
        check: { directory in
            (try? ReportPath.components(of: directory)) == nil
                ? "'\(directory)' leaves the output directory; expected a relative path without '..'" : nil
        })
    static let timeZoneOption = OptionDeclaration.value(
        "time-zone", at: \Self.timeZone, "zone dates are written in", default: .setting("config time-zone", \.timeZone))
}
