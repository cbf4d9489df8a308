import FoundationEssentials
import ZoneInfo

/// Collects decoded rows into workouts keyed by start and name, numbered in first-seen order,
/// and hands them out in pieces as a streaming import reaches them (`takeFinished`).
/// Consecutive rows usually share their workout, date and exercise, so those are compared
/// byte for byte with the previous row before anything is hashed or decoded again.
struct WorkoutGrouper {
    let layout: ColumnLayout
    /// The bytes the current record's fields point into; set before each `add`.
    var fields: FieldDecoder
    let timeZone: Zone
    let ranges: ValueRanges
    let columnCount: Int
    /// Whether to keep the line of every set and rest-timer row (a whole-file parse does).
    let recordsLines: Bool
    /// The most skipped rows listed in `skipped`; `skippedCount` counts them all.
    let maximumListedSkips: Int
    private(set) var skipped: [SkippedRow] = []
    private(set) var skippedCount = 0
    /// The lines of the rest-timer rows, which are not sets (with `recordsLines`).
    private(set) var restTimerLines: [Int] = []
    private(set) var restTimerCount = 0
    /// Workouts with at least one set, and sets, so far.
    private(set) var workoutsWithSets = 0
    private(set) var setCount = 0
    /// The pieces not yet handed out, and their sets.
    private var pending: [ImportedWorkout] = []
    private(set) var pendingSetCount = 0

    private struct Key: Hashable {
        let start: Date
        let name: String
    }

    /// A workout's number and an exercise's number in one word, for the counts of sets
    /// handed out: one small entry per exercise of every workout handed out.
    private struct ExerciseInWorkout: Hashable {
        let packed: UInt64

        init(workout: Int, exercise: Int) {
            packed = UInt64(truncatingIfNeeded: workout) << 32 | UInt64(UInt32(truncatingIfNeeded: exercise))
        }
    }

    private var numberByKey: [Key: Int] = [:]
    private var hasSets: [Bool] = []
    private var wasHandedOut: [Bool] = []
    private var pendingIndexByNumber: [Int: Int] = [:]
    private var exerciseNumbers: [String: Int] = [:]
    /// Sets of each exercise of each workout handed out so far.
    private var handedOutSets: [ExerciseInWorkout: Int32] = [:]
    private var previousDate: (field: CSVField, date: Date)?
    private var previousName: (field: CSVField, name: String)?
    private var previousExercise: (field: CSVField, name: String)?
    private var currentWorkout = -1
    private var currentRowKey: (date: CSVField, name: CSVField?)?

    init(
        layout: ColumnLayout, fields: FieldDecoder, timeZone: Zone, ranges: ValueRanges, columnCount: Int,
        recordsLines: Bool, maximumListedSkips: Int
    ) {
        self.layout = layout
        self.fields = fields
        self.timeZone = timeZone
        self.ranges = ranges
        self.columnCount = columnCount
        self.recordsLines = recordsLines
        self.maximumListedSkips = maximumListedSkips
    }

    /// Forgets the fields kept from earlier rows: the bytes they pointed into moved.
    mutating func bytesMoved() {
        previousDate = nil
        previousName = nil
        previousExercise = nil
        currentRowKey = nil
    }

    /// Sets not yet handed out outside the workout of the last row.
    var finishedSetCount: Int {
        pendingSetCount - (pendingIndexByNumber[currentWorkout].map { pending[$0].workout.sets.count } ?? 0)
    }

    /// Hands out the pieces with sets, except the last row's workout with `keepingCurrent`
    /// (more of its rows may follow).
    mutating func takeFinished(keepingCurrent: Bool) -> [ImportedWorkout] {
        var taken: [ImportedWorkout] = []
        var kept: [ImportedWorkout] = []
        for piece in pending {
            if keepingCurrent, piece.number == currentWorkout {
                kept.append(piece)
            } else if !piece.workout.sets.isEmpty {
                countHandedOut(piece)
                taken.append(piece)
            }
        }
        pending = kept
        pendingIndexByNumber = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1.number, $0) })
        pendingSetCount = kept.reduce(0) { $0 + $1.workout.sets.count }
        return taken
    }

    private mutating func countHandedOut(_ piece: ImportedWorkout) {
        wasHandedOut[piece.number] = true
        var index = 0
        let sets = piece.workout.sets
        while index < sets.count {
            let exercise = sets[index].exercise
            var run = 1
            while index + run < sets.count, sets[index + run].exercise == exercise { run += 1 }
            handedOutSets[ExerciseInWorkout(workout: piece.number, exercise: exerciseNumber(exercise)), default: 0] += Int32(run)
            index += run
        }
    }

    private mutating func exerciseNumber(_ name: String) -> Int {
        if let number = exerciseNumbers[name] { return number }
        let number = exerciseNumbers.count
        exerciseNumbers[name] = number
        return number
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
            restTimerCount += 1
            if recordsLines { restTimerLines.append(record.line) }
            return
        }
        guard let piece = workoutPiece(record) else { return }
        switch decoder.decode(record, exercise: exerciseName(record.fields[layout.exercise])) {
        case .set(let set):
            let number = pending[piece].number
            if wasHandedOut[number], pending[piece].earlierSets[set.exercise] == nil {
                let earlier = handedOutSets[ExerciseInWorkout(workout: number, exercise: exerciseNumber(set.exercise))] ?? 0
                if earlier > 0 { pending[piece].earlierSets[set.exercise] = Int(earlier) }
            }
            pending[piece].workout.sets.append(set)
            if recordsLines { pending[piece].setLines.append(record.line) }
            pendingSetCount += 1
            setCount += 1
            if !hasSets[number] {
                hasSets[number] = true
                workoutsWithSets += 1
            }
        case .skipped(let reason): skip(record, reason)
        }
    }

    private mutating func skip(_ record: CSVRecord, _ reason: String) {
        skippedCount += 1
        if skipped.count < maximumListedSkips { skipped.append(SkippedRow(line: record.line, reason: reason)) }
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
        return fields.bytes[first.start..<first.end].elementsEqual(fields.bytes[second.start..<second.end])
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

    /// The index in `pending` of the row's workout, creating it on first sight (or a piece
    /// continuing it when it was handed out); `nil` (and the row skipped) when its date is
    /// unreadable or the workout is outside `ValueRanges`.
    private mutating func workoutPiece(_ record: CSVRecord) -> Int? {
        let dateField = record.fields[layout.date]
        let nameField = layout.workoutName.map { record.fields[$0] }
        if let current = currentRowKey, let index = pendingIndexByNumber[currentWorkout], sameBytes(current.date, dateField),
           sameOptionalBytes(current.name, nameField) {
            return index
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
        if let known = numberByKey[key], let index = pendingIndexByNumber[known] {
            currentWorkout = known
            currentRowKey = (dateField, nameField)
            return index
        }
        // Read once, and only for a workout not pending: the duration text is the slowest field.
        let seconds = durationSeconds(record)
        let workoutEnd = end(record, start: start, durationSeconds: seconds)
        let number: Int
        if let known = numberByKey[key] {
            number = known
        } else {
            if let violation = seconds.flatMap({ ValueRanges.workoutDuration.violation($0) })
                ?? ranges.violation(inWorkoutNamed: name, start: start, end: workoutEnd) {
                skip(record, workoutProblem(violation))
                return nil
            }
            number = hasSets.count
            numberByKey[key] = number
            hasSets.append(false)
            wasHandedOut.append(false)
        }
        currentWorkout = number
        currentRowKey = (dateField, nameField)
        let notes = layout.workoutNotes.map { fields.string(record.fields[$0]) } ?? ""
        let workout = Workout(name: name, start: start, end: workoutEnd, notes: notes)
        pending.append(ImportedWorkout(workout: workout, number: number))
        pendingIndexByNumber[number] = pending.count - 1
        return pending.count - 1
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

    /// The duration column's value in seconds, when the layout has one and it reads; its
    /// range is checked as written: far from the start, an end date no longer tells the
    /// duration exactly.
    private func durationSeconds(_ record: CSVRecord) -> Double? {
        guard case .duration(let column) = layout.end else { return nil }
        return ImportedDurationText.seconds(fields.string(record.fields[column]))
    }

    private func end(_ record: CSVRecord, start: Date, durationSeconds: Double?) -> Date? {
        switch layout.end {
        case .unknown: return nil
        case .duration:
            return durationSeconds.map { start + $0 }
        case .endTime(let column):
            guard case .success(let local) = fields.localDateTime(record.fields[column]) else { return nil }
            return local.date(in: timeZone)
        }
    }
}
