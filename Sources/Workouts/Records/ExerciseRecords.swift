import FoundationEssentials

/// An exercise's current records and the history of each, as `records exercise=…`
/// answers: weights and volumes in kilograms, reps as counts.
public struct ExerciseRecords: Sendable, Equatable, Encodable {
    /// One record as it stands, or one step of its history.
    public struct Record: Sendable, Equatable, Codable {
        /// Which record.
        public var kind: RecordKind
        /// For `most-reps`, the weight in kg the reps were done at.
        public var weight: Double?
        /// The value, exact (not rounded to the hundredths records are compared in): kg, or
        /// reps for `most-reps`. Text rounds it once (`ShownNumber`), JSON to 0.01.
        public var value: Double
        /// The best before it, exact; absent in a current record and for a baseline.
        public var previous: Double?
        /// The set that reached it; absent for session volume.
        public var set: SetID?
        /// The workout it was reached in.
        public var workout: WorkoutID
        /// When that workout started.
        public var date: Date

        /// The record `entry` stands for.
        public init(_ entry: RecordEntry) {
            kind = entry.kind
            weight = entry.kind == .mostReps ? Hundredths.value(entry.weightHundredths) : nil
            value = entry.value
            previous = entry.previous
            set = entry.set == 0 ? nil : entry.set
            workout = entry.workout
            date = entry.date
        }
    }

    /// The exercise.
    public var exercise: String
    /// Each record as it stands: the best value and where it was first reached.
    public var current: [Record]
    /// Every record set, oldest first (baselines left out).
    public var history: [Record]

    /// The records of `exercise` from its tracker and history entries.
    public init(exercise: String, tracker: ExerciseRecordTracker?, history: [RecordEntry]) {
        self.exercise = exercise
        self.history = history.filter(\.isRecord).sorted(by: RecordEntry.chronologically).map(Record.init)
        guard let tracker else {
            current = []
            return
        }
        var marks: [(RecordKind, Int64, ExerciseRecordTracker.Mark)] = []
        for kind in [RecordKind.heaviestWeight, .leastAssistance, .estimatedOneRepMax, .setVolume] {
            if let mark = tracker.bests[kind] { marks.append((kind, 0, mark)) }
        }
        if let session = tracker.sessionBest { marks.append((.sessionVolume, 0, session)) }
        for (weight, mark) in tracker.mostReps.sorted(by: { $0.key > $1.key }) { marks.append((.mostReps, weight, mark)) }
        current = marks.map { kind, weight, mark in
            Record(RecordEntry(kind: kind, weightHundredths: weight, valueHundredths: mark.valueHundredths,
                               previousHundredths: nil, value: mark.value, set: mark.set, workout: mark.workout, date: mark.date,
                               isRecord: true))
        }
    }
}

/// A record that a write or an import set, with its exercise.
public struct NewRecord: Sendable, Equatable, Codable {
    /// The exercise.
    public var exercise: String
    /// The record.
    public var record: ExerciseRecords.Record

    /// `record` of `exercise`.
    public init(exercise: String, record: ExerciseRecords.Record) {
        self.exercise = exercise
        self.record = record
    }
}

/// A store that keeps personal records up to date as sets are written, imported, changed
/// and deleted, so reading them does not read every set.
public protocol PersonalRecordKeeping: Sendable {
    /// The estimate records are rated with.
    var estimate: OneRepMaxEstimate { get }
    /// A mark of the records found so far, for `records(foundAfter:)`.
    func recordMark() throws -> Int64
    /// The records found since `mark` was taken (baselines and later growth of a session
    /// already reported left out), in the order found.
    func records(foundAfter mark: Int64) throws -> [NewRecord]
    /// The current records and history of `exercise`; `nil` when the exercise is unknown.
    func records(of exercise: String) throws -> ExerciseRecords?
    /// The names of the exercises with at least one stored set, sorted: the exercises
    /// `records` and `exercises` list.
    func exercisesWithSets() throws -> [String]
    /// The names `rename-exercise` and `merge-exercises` moved away from, each with the
    /// stored name their sets went to: a set under such a name goes there too.
    func movedExerciseNames() throws -> [String: String]
}

extension PersonalRecordKeeping {
    /// No name moved.
    public func movedExerciseNames() throws -> [String: String] { [:] }
}
