import FoundationEssentials
import ZoneInfo

/// The export formats liftd reads, told apart by their header.
public enum ExportFormat: String, Sendable, Codable, CaseIterable {
    /// Strong's comma-separated export; weights carry no unit.
    case strongClassic = "strong-classic"
    /// Strong's older semicolon export with a unit on every row.
    case strongLegacy = "strong-legacy"
    /// Strong 6's quoted semicolon export with the unit in the header.
    case strongV6 = "strong-v6"
    /// Hevy's export, in kilograms or pounds.
    case hevy
    /// FitNotes' export.
    case fitNotes = "fitnotes"

    /// Whether a file of this format says what unit its weights are in; a Strong classic
    /// export does not, so its import assumes one (`ImportSettings.strongClassicUnit`).
    public var namesItsUnits: Bool { self != .strongClassic }
}

/// How an import reads what the file leaves open, and when it runs.
public struct ImportSettings: Sendable, Equatable {
    /// The zone the export's wall-clock times were written in.
    public var timeZone: Zone
    /// The unit of a Strong classic export's weights (the file does not say).
    public var strongClassicUnit: WeightUnit
    /// The instant of the import: a row dated more than a day after it is skipped.
    public var now: Date

    /// Settings for exports written in `timeZone`, imported at `now`.
    public init(timeZone: Zone, strongClassicUnit: WeightUnit = .kilograms, now: Date) {
        self.timeZone = timeZone
        self.strongClassicUnit = strongClassicUnit
        self.now = now
    }

    /// The ranges rows are checked against.
    public var ranges: ValueRanges { ValueRanges(now: now) }
}
