import Workouts

/// What `records` without `exercise=` answers: every exercise's current records, one row
/// each, by exercise name and in the order `records exercise=…` lists them.
public struct RecordsOverview: Encodable, Sendable, Equatable {
    /// The formula and rep cap of the estimated maxima.
    public var estimate: OneRepMaxEstimate
    /// The current records, exercise by exercise.
    public var records: [CurrentRecord]

    /// `records`, rated with `estimate`.
    public init(estimate: OneRepMaxEstimate, records: [CurrentRecord]) {
        self.estimate = estimate
        self.records = records
    }
}

/// One exercise's record as it stands, encoded as the record's members with `exercise`
/// beside them, so that a list of them is one table.
public struct CurrentRecord: Encodable, Sendable, Equatable {
    /// The exercise.
    public var exercise: String
    /// The record.
    public var record: ExerciseRecords.Record

    /// `record` of `exercise`.
    public init(exercise: String, record: ExerciseRecords.Record) {
        self.exercise = exercise
        self.record = record
    }

    private enum CodingKeys: String, CodingKey { case exercise }

    public func encode(to encoder: any Encoder) throws {
        try record.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exercise, forKey: .exercise)
    }
}
