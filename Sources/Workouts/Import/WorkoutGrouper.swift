import Foundation

/// Collects decoded rows into workouts keyed by start and name, in first-seen order.
/// Consecutive rows usually share their workout, date and exercise, so those are compared
/// byte for byte with the previous row before anything is hashed or decoded again.
struct WorkoutGrouper {
    let layout: ColumnLayout
    let fields: FieldDecoder
    let timeZone: TimeZone
    let ranges: ValueRanges
    let columnCount: Int
    private(set) var workouts: [Workout] = []
    private(set) var skipped: [SkippedRow] = []
    /// For each workout, the line each of its sets starts on, in the order of its sets.
    private(set) var setLines: [[Int]] = []
    /// The lines of the rest-timer rows, which are not sets.
    private(set) var restTimerLines: [Int] = []

    private struct Key: Hashable {
        let start: Date
        let name: String
    }

    private var indexByKey: [Key: Int] = [:]
    private var previousDate: (field: CSVField, date: Date)?
    private var previousName: (field: CSVField, name: String)?
    private var previousExercise: (field: CSVField, name: String)?
    private var currentWorkout = -1
    private var currentRowKey: (date: CSVField, name: CSVField?)?

    init(layout: ColumnLayout, fields: FieldDecoder, timeZone: TimeZone, ranges: ValueRanges, columnCount: Int) {
        self.layout = layout
        self.fields = fields
        self.timeZone = timeZone
        self.ranges = ranges
        self.columnCount = columnCount
    }

    /// Adds one record: a set of some workout, or a skipped row.
    mutating func add(_ record: inout CSVRecord) {
        if record.endsInsideQuotes {
            return skip(record, "cut off: the file ends inside a quoted field")
        }
        if record.fields.count < columnCount {
            return skip(record, "cut off: \(record.fields.count) of the header's \(columnCount) fields")
        }
        if record.fields.count > columnCount {
            guard mergeExtraFields(&record) else {
                return skip(record, "\(record.fields.count) fields where the header has \(columnCount)")
            }
        }
        let decoder = RowDecoder(layout: layout, fields: fields)
        if decoder.isRestTimer(record) {
            restTimerLines.append(record.line)
            return
        }
        guard let workout = workoutIndex(record) else { return }
        switch decoder.decode(record, exercise: exerciseName(record.fields[layout.exercise])) {
        case .set(let set):
            workouts[workout].sets.append(set)
            setLines[workout].append(record.line)
        case .skipped(let reason): skip(record, reason)
        }
    }

    private mutating func skip(_ record: CSVRecord, _ reason: String) {
        skipped.append(SkippedRow(line: record.line, reason: reason))
    }

    /// FitNotes writes commas inside exercise names unquoted: fold the surplus fields back
    /// into the exercise field. Other formats may only carry empty surplus fields.
    private func mergeExtraFields(_ record: inout CSVRecord) -> Bool {
        let surplus = record.fields.count - columnCount
        if layout.format == .fitNotes {
            let first = layout.exercise
            record.fields[first].end = record.fields[first + surplus].end
            record.fields.removeSubrange(first + 1...first + surplus)
            return true
        }
        guard record.fields[columnCount...].allSatisfy(fields.isEmpty) else { return false }
        record.fields.removeLast(surplus)
        return true
    }

    private func sameBytes(_ first: CSVField, _ second: CSVField) -> Bool {
        let length = first.end - first.start
        guard length == second.end - second.start, first.hasDoubledQuotes == second.hasDoubledQuotes else { return false }
        guard let base = fields.bytes.baseAddress else { return length == 0 }
        return memcmp(base + first.start, base + second.start, length) == 0
    }

    private func sameOptionalBytes(_ first: CSVField?, _ second: CSVField?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        return sameBytes(first, second)
    }

    private mutating func exerciseName(_ field: CSVField) -> String {
        if let previous = previousExercise, sameBytes(previous.field, field) { return previous.name }
        let name = fields.trimmedString(field)
        previousExercise = (field, name)
        return name
    }

    /// The index of the row's workout, creating it on first sight; `nil` (and the row
    /// skipped) when its date is unreadable or the workout is outside `ValueRanges`.
    private mutating func workoutIndex(_ record: CSVRecord) -> Int? {
        let dateField = record.fields[layout.date]
        let nameField = layout.workoutName.map { record.fields[$0] }
        if let current = currentRowKey, currentWorkout >= 0, sameBytes(current.date, dateField),
           sameOptionalBytes(current.name, nameField) {
            return currentWorkout
        }
        let start: Date
        switch date(dateField) {
        case .success(let date): start = date
        case .failure(let problem):
            skip(record, "\(layout.name(layout.date)): '\(fields.trimmedString(dateField))' \(problem.reason)")
            return nil
        }
        let name = nameField.map { workoutName($0) } ?? (layout.format == .fitNotes ? "FitNotes" : "Workout")
        let key = Key(start: start, name: name)
        if let index = indexByKey[key] {
            currentWorkout = index
        } else {
            let end = end(record, start: start)
            if let violation = durationViolation(record)
                ?? ranges.violation(inWorkoutNamed: name, start: start, end: end) {
                skip(record, workoutProblem(violation))
                return nil
            }
            currentWorkout = workouts.count
            indexByKey[key] = currentWorkout
            let notes = layout.workoutNotes.map { fields.string(record.fields[$0]) } ?? ""
            workouts.append(Workout(name: name, start: start, end: end, notes: notes))
            setLines.append([])
        }
        currentRowKey = (dateField, nameField)
        return currentWorkout
    }

    /// `violation` of a workout, after the name of the column it comes from.
    private func workoutProblem(_ violation: RangeViolation) -> String {
        let column: Int?
        switch violation.field {
        case ValueRanges.workoutNameField: column = layout.workoutName
        case ValueRanges.workoutStartField: column = layout.date
        default: column = layout.end.column
        }
        return column.map { "\(layout.name($0)): \(violation)" } ?? violation.description
    }

    private mutating func workoutName(_ field: CSVField) -> String {
        if let previous = previousName, sameBytes(previous.field, field) { return previous.name }
        let name = fields.trimmedString(field)
        previousName = (field, name)
        return name
    }

    private mutating func date(_ field: CSVField) -> Result<Date, DateTextProblem> {
        if let previous = previousDate, sameBytes(previous.field, field) { return .success(previous.date) }
        return fields.localDateTime(field).map { local in
            let date = local.date(in: timeZone)
            previousDate = (field, date)
            return date
        }
    }

    /// Why a duration column's value is out of range, checked as written: far from the
    /// start, an end date no longer tells the duration exactly.
    private func durationViolation(_ record: CSVRecord) -> RangeViolation? {
        guard case .duration(let column) = layout.end,
              let seconds = ImportedDurationText.seconds(fields.string(record.fields[column])) else { return nil }
        return ValueRanges.workoutDuration.violation(seconds)
    }

    private func end(_ record: CSVRecord, start: Date) -> Date? {
        switch layout.end {
        case .unknown: return nil
        case .duration(let column):
            return ImportedDurationText.seconds(fields.string(record.fields[column])).map { start + $0 }
        case .endTime(let column):
            guard case .success(let local) = fields.localDateTime(record.fields[column]) else { return nil }
            return local.date(in: timeZone)
        }
    }
}
