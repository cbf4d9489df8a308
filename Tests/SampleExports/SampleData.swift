import Foundation
import Testing

/// The real exports (Strong, Hevy, the free-exercise-db) that form the optional real-sample
/// tier. They are not part of the repository: the tier runs only when the environment
/// variable `LIFTD_SAMPLE_DATA` names a folder of the project's sample exports
/// (`strong/`, `hevy/`, `exercise-db/`). `.ci/run` sets it when that folder exists.
public enum SampleData {
    /// The environment variable that names the sample folder.
    public static let environmentVariable = "LIFTD_SAMPLE_DATA"

    /// The folder holding the sample exports, or nil when the tier is off.
    public static let directory: URL? = {
        guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }()

    /// Whether the real-sample tests run.
    public static var isAvailable: Bool { directory != nil }

    /// Why the real-sample tests are skipped, shown beside each skipped test.
    public static let skipReason: Comment = "real-sample tier: \(environmentVariable) does not name a sample folder"

    /// A Strong classic (comma) export.
    public static let strongClassic = "strong/strong-statistics_sample_strong_classic.csv"
    /// A small Strong classic sample.
    public static let strongLegacySample = "strong/strong-statistics_sample_strong_legacy.csv"
    /// A Strong v6 (quoted semicolon) export.
    public static let strongV6 = "strong/strong-statistics_sample_strong_v6.csv"
    /// A Hevy export.
    public static let hevy = "hevy/strong-statistics_sample_hevy.csv"
    /// A trimmed Apple Health `export.xml` (healthkit-to-sqlite's test export).
    public static let appleHealth = "apple-health/healthkit-to-sqlite_export.xml"
    /// The free-exercise-db exercise list.
    public static let exerciseDatabase = "exercise-db/free-exercise-db_exercises.json"

    /// The bytes of the sample file `name`. A named folder that lacks the file is an error
    /// (the tier was asked for), never a skip.
    public static func contents(_ name: String) throws -> Data {
        guard let directory else { throw SampleDataMissing(name: name) }
        return try Data(contentsOf: directory.appendingPathComponent(name))
    }
}

/// Thrown when a real-sample test runs without the sample folder.
public struct SampleDataMissing: Error, CustomStringConvertible {
    /// The sample file asked for.
    public let name: String
    /// Says what was asked for and how to provide it.
    public var description: String { "\(name): set \(SampleData.environmentVariable) to the sample folder" }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only in the real-sample tier; otherwise it is reported as skipped and why.
    public static var realSampleTier: Self {
        .enabled(if: SampleData.isAvailable, SampleData.skipReason)
    }
}
