import Foundation

/// What `volume`, `trend` and `records` answer, decoded from their JSON replies (the socket's
/// `result`, or a use case's reply encoded with `SiteAnswers.encoder`): only the members the
/// site's pages show.
public enum SiteAnswer {
    /// `volume week=…`.
    public struct Volume: Decodable, Sendable {
        /// One exercise's totals.
        public struct Exercise: Decodable, Sendable {
            /// The exercise.
            public var exercise: String
            /// Sets counted.
            public var sets: Int
            /// Their reps.
            public var reps: Int
            /// Their volume, in kilograms.
            public var volumeKilograms: Double
        }

        /// One muscle group's credit.
        public struct MuscleGroup: Decodable, Sendable {
            /// The group.
            public var muscleGroup: String
            /// Sets credited.
            public var sets: Double
            /// Reps credited.
            public var reps: Double
            /// Volume credited, in kilograms.
            public var volumeKilograms: Double
        }

        /// One muscle group's working sets against its target.
        public struct Target: Decodable, Sendable {
            /// The group.
            public var muscleGroup: String
            /// Working sets credited.
            public var sets: Double
        }

        /// Per exercise.
        public var exercises: [Exercise]
        /// Per muscle group.
        public var muscleGroups: [MuscleGroup]
        /// The groups with a target.
        public var targets: [Target]
    }

    /// `trend exercise=… weeks=… to=…`.
    public struct Trend: Decodable, Sendable {
        /// A week's top set.
        public struct TopSet: Decodable, Sendable {
            /// Its weight, in kilograms.
            public var weightKilograms: Double
            /// Its reps.
            public var reps: Int
        }

        /// One week; every value is nil in a week without sets.
        public struct Week: Decodable, Sendable {
            /// The week, `YYYY-Www`.
            public var week: String
            /// Sets counted.
            public var sets: Int?
            /// Their reps.
            public var reps: Int?
            /// Their volume, in kilograms.
            public var volumeKilograms: Double?
            /// The best estimated one-rep max, in kilograms.
            public var estimatedMaxKilograms: Double?
            /// The heaviest working set.
            public var topSet: TopSet?
        }

        /// The weeks, oldest first.
        public var weeks: [Week]
    }

    /// `records exercise=…`.
    public struct Records: Decodable, Sendable {
        /// One record as it stands.
        public struct Record: Decodable, Sendable {
            /// Which record, as the wire spells it.
            public var kind: String
            /// Its value: kg, or reps for `most-reps`.
            public var value: Double
            /// For `most-reps`, the weight the reps were done at.
            public var weight: Double?
            /// When the workout that set it started, in ISO 8601 (UTC).
            public var date: String
            /// In the history, the best it beat.
            public var previous: Double?
        }

        /// The records as they stand.
        public var current: [Record]
        /// Every record set, oldest first.
        public var history: [Record]
    }
}

/// How a check asks for the answers: over the socket or through the use cases in-process.
public struct SiteAnswers {
    /// `volume week=<week>`.
    public var volume: (_ week: String) async throws -> SiteAnswer.Volume
    /// `trend exercise=<exercise> weeks=520 to=<week>`.
    public var trend: (_ exercise: String, _ week: String) async throws -> SiteAnswer.Trend
    /// `records exercise=<exercise>`.
    public var records: (_ exercise: String) async throws -> SiteAnswer.Records

    /// Answers asked with these closures.
    public init(
        volume: @escaping (String) async throws -> SiteAnswer.Volume,
        trend: @escaping (String, String) async throws -> SiteAnswer.Trend,
        records: @escaping (String) async throws -> SiteAnswer.Records
    ) {
        self.volume = volume
        self.trend = trend
        self.records = records
    }

    /// Encodes a use case's reply as the socket writes dates (ISO 8601), for `decoded`.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// `reply` encoded and read back as `Answer`: an in-process reply as the socket would answer it.
    public static func decoded<Answer: Decodable>(_ reply: some Encodable, as _: Answer.Type = Answer.self) throws -> Answer {
        try JSONDecoder().decode(Answer.self, from: try encoder().encode(reply))
    }
}
