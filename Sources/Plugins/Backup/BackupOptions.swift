/// The options of `backup`: how many copies retention keeps, and how fast a copy is written.
public struct BackupOptions: PluginOptions {
    /// The days, weeks and months whose newest copy is kept.
    public var retention = BackupRetention()
    /// The most MiB a second a copy is written at; 0 for as fast as the disk goes.
    public var maximumRate = 0

    /// The defaults: 7 daily, 4 weekly and 12 monthly copies, written at full speed.
    public init() {}

    /// The range of each count of copies kept.
    static let keptRange = 0...1_000
    /// The range of `max-rate`, in MiB a second.
    static let rateRange = 0...100_000

    public static let declared: [OptionDeclaration<Self>] = [
        .value("keep-daily", at: \Self.retention.daily, "days whose newest copy is kept",
               check: { keptRange.contains($0) ? nil : outside(keptRange, $0) }),
        .value("keep-weekly", at: \Self.retention.weekly, "weeks (Monday to Sunday, UTC) whose newest copy is kept",
               check: { keptRange.contains($0) ? nil : outside(keptRange, $0) }),
        .value("keep-monthly", at: \Self.retention.monthly, "months whose newest copy is kept",
               check: { keptRange.contains($0) ? nil : outside(keptRange, $0) }),
        .value("max-rate", at: \Self.maximumRate, "MiB a second a copy is written at, at most; 0 for no limit",
               check: { rateRange.contains($0) ? nil : outside(rateRange, $0) }),
    ]

    private static func outside(_ range: ClosedRange<Int>, _ value: Int) -> String {
        "\(value) is not between \(range.lowerBound) and \(range.upperBound)"
    }
}
