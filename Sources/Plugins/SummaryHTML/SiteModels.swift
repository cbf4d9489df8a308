import ControlProtocol
import Foundation
import Workouts

/// One exercise in a workout or a week: its sets, reps and volume (kg), and its page.
struct SiteExerciseRow: Sendable, Codable, Equatable {
    var exercise: String
    var page: String
    var sets: Int
    var reps: Int
    var volumeKilograms: Double
}

/// One workout: when it started (local text) and what was done, by exercise.
struct SiteWorkout: Sendable, Codable, Equatable {
    var started: String
    var week: String
    var exercises: [SiteExerciseRow]
}

/// One current record: what, its value (kg, or reps for most-reps), at which weight, when.
struct SiteRecord: Sendable, Codable, Equatable {
    var kind: RecordKind
    var weightKilograms: Double?
    var value: Double
    var date: String
}

/// Everything a week's page shows; its digest decides whether the page is rendered again.
struct WeekPageModel: Sendable, Codable, Equatable {
    var week: String
    var units: WeightUnit
    var first: String
    var last: String
    var muscles: [MuscleGroupVolume]
    var exercises: [SiteExerciseRow]
    var workouts: [SiteWorkout]
    /// The report's files, relative to the site, when this is the report's week.
    var reportFiles: [String]
}

/// Everything an exercise's page shows.
struct ExercisePageModel: Sendable, Codable, Equatable {
    var exercise: String
    var page: String
    var units: WeightUnit
    var estimate: OneRepMaxEstimate
    /// The last weeks it was trained (`ExerciseRows.kept` at most), oldest first.
    var weeks: [ExerciseTrendWeek]
    var records: [SiteRecord]
    /// The table's rows of the weeks trained before `weeks`, rendered, newest first.
    var olderRows = ""
}

/// An exercise's headline records on the index.
struct SiteRecordLine: Sendable, Codable, Equatable {
    var exercise: String
    var page: String
    var heaviest: SiteRecord?
    var estimated: SiteRecord?
}

/// Everything the index shows: the report's week and what leads from it.
struct IndexPageModel: Sendable, Codable, Equatable {
    var summary: WeeklySummary
    var units: WeightUnit
    var first: String
    var last: String
    var weekPages: [String]
    var exercisePages: [SiteRecordLine]
    var lastWorkouts: [SiteWorkout]
    var reportFiles: [String]
    var exports: [String]
}

/// A page's input digest: SHA-256 of its model's canonical JSON and how pages look
/// (`RendererFingerprint`), so a page is rendered again exactly when what it shows, or
/// how it is shown, changes.
enum PageDigest {
    /// How pages look: the format's name and the renderers' fingerprint.
    static var rendererVersion: String { "summary-html " + RendererFingerprint.digest }

    /// The digest of `model` for page `kind`.
    static func of(_ model: some Encodable, kind: String) throws -> String {
        hash(Array((kind + "\n").utf8) + (try DigestEncoder.bytes(of: model)))
    }

    /// The SHA-256 of `bytes` with the renderer's version, in hex.
    static func hash(_ bytes: [UInt8]) -> String {
        SHA256.hexDigest(of: Array((rendererVersion + "\n").utf8) + bytes)
    }
}
