/// Turns one record into a set, or into the reason it is not one.
struct RowDecoder {
    let layout: ColumnLayout
    let fields: FieldDecoder

    /// What a row became.
    enum Row {
        case set(WorkoutSet)
        case skipped(String)
    }

    /// The set in `record`, whose exercise name is `exercise`.
    func decode(_ record: CSVRecord, exercise: String) -> Row {
        let row = record.fields
        guard let kind = kind(row) else {
            return .skipped(kindProblem(row))
        }
        if exercise.isEmpty { return .skipped("\(layout.name(layout.exercise)): empty") }
        var weight: Double?
        if let column = layout.weight {
            switch fields.number(row[column]) {
            case .empty: weight = nil
            case .invalid: return .skipped(notANumber(column, row))
            case .value(let value):
                guard value >= 0 else { return .skipped("\(layout.name(column)): '\(fields.trimmedString(row[column]))' is negative") }
                guard let unit = weightUnit(row) else {
                    return .skipped(unitProblem(layout.weightUnit, row, what: "weight"))
                }
                weight = unit.kilograms(Self.withoutFloatNoise(value))
            }
        }
        var reps = 0
        if let column = layout.reps {
            switch fields.number(row[column]) {
            case .empty: reps = 0
            case .invalid: return .skipped(notANumber(column, row))
            case .value(let value):
                let whole = Self.withoutFloatNoise(value)
                guard whole == whole.rounded() else {
                    return .skipped("\(layout.name(column)): '\(fields.trimmedString(row[column]))' is not a whole number of reps")
                }
                guard ValueRanges.reps.contains(whole) else {
                    let violation = RangeViolation(
                        field: ValueRanges.reps.field, allowed: ValueRanges.reps.allowed, got: fields.trimmedString(row[column]))
                    return .skipped("\(layout.name(column)): \(violation)")
                }
                reps = Int(whole)
            }
        }
        guard case .ok(let seconds) = optionalNumber(layout.seconds, row, clock: true),
              case .ok(let distanceValue) = optionalNumber(layout.distance, row, clock: false),
              case .ok(let rpe) = optionalNumber(layout.rpe, row, clock: false)
        else { return .skipped(firstNumberProblem(row)) }
        var distance: Double?
        if let distanceValue {
            guard let unit = distanceUnit(row) else {
                return .skipped(unitProblem(layout.distanceUnit, row, what: "distance"))
            }
            distance = distanceValue * unit.meters
        }
        let set = WorkoutSet(
            exercise: exercise, kind: kind, weightKilograms: weight, reps: reps, rpe: rpe,
            durationSeconds: seconds, distanceMeters: distance,
            notes: layout.notes.map { fields.string(row[$0]) } ?? "")
        if let violation = set.rangeViolation { return .skipped(problem(violation)) }
        if let problem = set.problem { return .skipped(problem) }
        return .set(set)
    }

    /// `violation` of a set, after the name of the column it comes from.
    private func problem(_ violation: RangeViolation) -> String {
        let column: Int?
        switch violation.field {
        case ValueRanges.weight.field: column = layout.weight
        case ValueRanges.reps.field: column = layout.reps
        case ValueRanges.rpe.field: column = layout.rpe
        case ValueRanges.setDuration.field: column = layout.seconds
        case ValueRanges.distance.field: column = layout.distance
        default: column = layout.exercise
        }
        return column.map { "\(layout.name($0)): \(violation)" } ?? violation.description
    }

    /// Whether the row is a Strong rest timer rather than a set.
    func isRestTimer(_ record: CSVRecord) -> Bool {
        guard case .strongSetOrder(let column) = layout.kind else { return false }
        return fields.matches(record.fields[column], "rest timer")
    }

    /// Numbers recorded as noise of a unit conversion (`149.99999999999997`) rounded back
    /// to the millionth they meant.
    static func withoutFloatNoise(_ value: Double) -> Double {
        (value * 1_000_000).rounded() / 1_000_000
    }

    private enum OptionalNumber {
        case ok(Double?)
        case problem
    }

    /// An optional, non-negative number; zero and empty both mean "not recorded".
    private func optionalNumber(_ column: Int?, _ row: [CSVField], clock: Bool) -> OptionalNumber {
        guard let column else { return .ok(nil) }
        switch fields.number(row[column]) {
        case .empty: return .ok(nil)
        case .value(let value): return value < 0 ? .problem : .ok(value == 0 ? nil : Self.withoutFloatNoise(value))
        case .invalid:
            guard clock, let seconds = ImportedDurationText.seconds(fields.string(row[column])) else { return .problem }
            return .ok(seconds == 0 ? nil : seconds)
        }
    }

    private func firstNumberProblem(_ row: [CSVField]) -> String {
        for (column, clock) in [(layout.seconds, true), (layout.distance, false), (layout.rpe, false)] {
            if let column, case .problem = optionalNumber(column, row, clock: clock) {
                return "\(layout.name(column)): '\(fields.trimmedString(row[column]))' is not a non-negative number"
            }
        }
        return "a number field is invalid"
    }

    private func notANumber(_ column: Int, _ row: [CSVField]) -> String {
        "\(layout.name(column)): '\(fields.trimmedString(row[column]))' is not a number"
    }

    private func kind(_ row: [CSVField]) -> SetKind? {
        switch layout.kind {
        case .alwaysNormal: return .normal
        case .strongSetOrder(let column):
            let field = row[column]
            if fields.isEmpty(field) { return .normal }
            if fields.matches(field, "w") { return .warmUp }
            if fields.matches(field, "d") { return .drop }
            if fields.matches(field, "f") { return .failure }
            if case .value = fields.number(field) { return .normal }
            return nil
        case .hevySetType(let column):
            let field = row[column]
            return fields.isEmpty(field) ? .normal : SetKind(spelling: fields.trimmedString(field))
        }
    }

    private func kindProblem(_ row: [CSVField]) -> String {
        switch layout.kind {
        case .strongSetOrder(let column), .hevySetType(let column):
            "\(layout.name(column)): '\(fields.trimmedString(row[column]))' is not a known set type"
        case .alwaysNormal: "unknown set type"
        }
    }

    private func weightUnit(_ row: [CSVField]) -> WeightUnit? {
        switch layout.weightUnit {
        case .fixed(let unit): unit
        case .column(let column): WeightUnit(spelling: fields.trimmedString(row[column]))
        }
    }

    private func distanceUnit(_ row: [CSVField]) -> DistanceUnit? {
        switch layout.distanceUnit {
        case .fixed(let unit): unit
        case .column(let column): DistanceUnit(spelling: fields.trimmedString(row[column]))
        }
    }

    private func unitProblem<Unit>(_ source: UnitSource<Unit>, _ row: [CSVField], what: String) -> String {
        guard case .column(let column) = source else { return "no \(what) unit" }
        return "\(layout.name(column)): '\(fields.trimmedString(row[column]))' is not a \(what) unit"
    }
}
