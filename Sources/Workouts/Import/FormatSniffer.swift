
/// Recognises an export by its header and lays out its columns.
enum FormatSniffer {
    /// The layout for a header of `names`, or an error naming the header.
    static func layout(for names: [String], settings: ImportSettings) throws(ImportError) -> ColumnLayout {
        let keys = names.map { $0.trimmingWhitespace().lowercased() }
        func column(_ candidates: String...) -> Int? { candidates.lazy.compactMap { keys.firstIndex(of: $0) }.first }
        func required(_ candidates: String...) throws(ImportError) -> Int {
            guard let index = candidates.lazy.compactMap({ keys.firstIndex(of: $0) }).first else {
                throw .missingColumn(candidates[0])
            }
            return index
        }
        if column("exercise_title") != nil {
            let pounds = column("weight_lbs", "weight_lb") != nil
            let miles = column("distance_miles") != nil
            return ColumnLayout(
                format: .hevy, names: names, date: try required("start_time"), workoutName: column("title"),
                workoutNotes: column("description"), end: column("end_time").map(EndSource.endTime) ?? .unknown,
                exercise: try required("exercise_title"), kind: column("set_type").map(KindSource.hevySetType) ?? .alwaysNormal,
                weight: column("weight_kg", "weight_lbs", "weight_lb"), weightUnit: .fixed(pounds ? .pounds : .kilograms),
                reps: column("reps"), distance: column("distance_km", "distance_miles", "distance_meters"),
                distanceUnit: .fixed(miles ? .miles : column("distance_meters") != nil ? .meters : .kilometers),
                seconds: column("duration_seconds"), rpe: column("rpe"), notes: column("exercise_notes"))
        }
        if let exercise = column("exercise name") {
            return try strongLayout(names: names, keys: keys, exercise: exercise, settings: settings)
        }
        if let exercise = column("exercise"), column("category") != nil || column("weight unit") != nil
            || column("weight (kg)", "weight (kgs)", "weight (lbs)", "weight (lb)") != nil {
            let weight = column("weight", "weight (kg)", "weight (kgs)", "weight (lbs)", "weight (lb)")
            let unit: UnitSource<WeightUnit> = column("weight unit").map(UnitSource.column)
                ?? .fixed(inPounds(keys) ? .pounds : .kilograms)
            return ColumnLayout(
                format: .fitNotes, names: names, date: try required("date"), exercise: exercise,
                weight: weight, weightUnit: unit, reps: column("reps"), distance: column("distance"),
                distanceUnit: column("distance unit").map(UnitSource.column) ?? .fixed(.kilometers),
                seconds: column("time"), notes: column("comment", "notes"))
        }
        throw .unrecognizedHeader(names.joined(separator: ","))
    }

    /// Whether a header (`keys`, lowercased) names its weight column in pounds:
    /// `Weight (lbs)` or `Weight (lb)`.
    private static func inPounds(_ keys: [String]) -> Bool {
        keys.contains("weight (lbs)") || keys.contains("weight (lb)")
    }

    private static func strongLayout(
        names: [String], keys: [String], exercise: Int, settings: ImportSettings
    ) throws(ImportError) -> ColumnLayout {
        func column(_ candidates: String...) -> Int? { candidates.lazy.compactMap { keys.firstIndex(of: $0) }.first }
        guard let date = column("date") else { throw .missingColumn("Date") }
        let weight = column("weight", "weight (kg)", "weight (lbs)", "weight (lb)", "weight (kgs)")
        let format: ExportFormat
        let weightUnit: UnitSource<WeightUnit>
        let distanceUnit: UnitSource<DistanceUnit>
        if let unitColumn = column("weight unit") {
            format = .strongLegacy
            weightUnit = .column(unitColumn)
            distanceUnit = column("distance unit").map(UnitSource.column) ?? .fixed(.kilometers)
        } else if column("workout #") != nil || keys.contains(where: { $0.hasPrefix("weight (") }) {
            format = .strongV6
            weightUnit = .fixed(inPounds(keys) ? .pounds : .kilograms)
            distanceUnit = .fixed(keys.contains("distance (miles)") ? .miles
                : keys.contains("distance (km)") ? .kilometers : .meters)
        } else {
            format = .strongClassic
            weightUnit = .fixed(settings.strongClassicUnit)
            distanceUnit = .fixed(settings.strongClassicUnit == .pounds ? .miles : .kilometers)
        }
        return ColumnLayout(
            format: format, names: names, date: date, workoutName: column("workout name"),
            workoutNotes: column("workout notes"),
            end: column("duration (sec)", "duration").map(EndSource.duration) ?? .unknown,
            exercise: exercise, kind: column("set order").map(KindSource.strongSetOrder) ?? .alwaysNormal,
            weight: weight, weightUnit: weightUnit, reps: column("reps"),
            distance: column("distance", "distance (meters)", "distance (km)", "distance (miles)"),
            distanceUnit: distanceUnit, seconds: column("seconds"), rpe: column("rpe"), notes: column("notes"))
    }
}
