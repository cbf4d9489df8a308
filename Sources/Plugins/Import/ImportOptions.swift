import FoundationEssentials
import Workouts
import ZoneInfo

/// The options of `import`.
public struct ImportOptions: PluginOptions {
    /// The only directory `import path=…` may read from; `nil` disables path imports.
    public var importDirectory: String?
    /// The zone an export's local times are read in.
    public var timeZone = Zone.utc
    /// The unit of a Strong classic export's weights when the signal does not say.
    public var units = WeightUnit.kilograms
    /// Emit `records-updated` when an import sets records.
    public var announcesRecords = false
    /// The most MiB all staged uploads may hold together.
    public var uploadSpaceMiB = UploadLimits.defaultUploadSpaceMiB

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        .value("import-directory", at: \.importDirectory, "the only directory import path=… may read",
               default: .setting("paths.import-directory", \.importDirectory)),
        .timeZone(at: \.timeZone), .units(at: \.units), .announceRecords(at: \.announcesRecords),
        .value("upload-space", at: \.uploadSpaceMiB, "the most MiB all uploads being staged may hold together (1–65536)",
               check: { (1...65_536).contains($0) ? nil : "\($0) MiB is not within 1–65536" }),
    ]
}
