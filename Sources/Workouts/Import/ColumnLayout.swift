/// Where a unit comes from: the header or settings (`fixed`), or a column on every row.
enum UnitSource<Unit: Sendable>: Sendable {
    case fixed(Unit)
    case column(Int)
}

/// How a row says what kind of set it is.
enum KindSource: Sendable {
    /// Strong's `Set Order`: a number, `W`, `D`, `F`, or `Rest Timer`.
    case strongSetOrder(Int)
    /// Hevy's `set_type`: normal, warmup, dropset, failure.
    case hevySetType(Int)
    /// Every row is a normal set.
    case alwaysNormal
}

/// How a row says when its workout ended.
enum EndSource: Sendable {
    /// A duration since the start (`31m`, `1h 3m`, or seconds).
    case duration(Int)
    /// A date and time.
    case endTime(Int)
    case unknown

    /// The column the end is read from, if any.
    var column: Int? {
        switch self {
        case .duration(let column), .endTime(let column): column
        case .unknown: nil
        }
    }
}

/// Which column holds what, for one export format.
struct ColumnLayout: Sendable {
    var format: ExportFormat
    /// The header's field names, as written.
    var names: [String]
    var date: Int
    var workoutName: Int?
    var workoutNotes: Int?
    var end: EndSource = .unknown
    var exercise: Int
    var kind: KindSource = .alwaysNormal
    var weight: Int?
    var weightUnit: UnitSource<WeightUnit>
    var reps: Int?
    var distance: Int?
    var distanceUnit: UnitSource<DistanceUnit>
    var seconds: Int?
    var rpe: Int?
    var notes: Int?

    /// The header's name for column `index`, for error messages.
    func name(_ index: Int) -> String { index < names.count ? names[index] : "column \(index + 1)" }
}
