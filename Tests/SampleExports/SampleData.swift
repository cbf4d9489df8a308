import Foundation

/// The real exports in `shared/data`, found by walking up from this file (the package
/// root's `../shared/data`, also from a git worktree one level deeper).
public enum SampleData {
    /// The folder holding the sample exports.
    public static let directory: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/data")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: "../shared/data")
    }()

    /// A Strong classic (comma) export.
    public static let strongClassic = "strong/strong-statistics_sample_strong_classic.csv"
    /// A small Strong classic sample.
    public static let strongLegacySample = "strong/strong-statistics_sample_strong_legacy.csv"
    /// A Strong v6 (quoted semicolon) export.
    public static let strongV6 = "strong/strong-statistics_sample_strong_v6.csv"
    /// A Hevy export.
    public static let hevy = "hevy/strong-statistics_sample_hevy.csv"
    /// The free-exercise-db exercise list.
    public static let exerciseDatabase = "exercise-db/free-exercise-db_exercises.json"

    /// The bytes of the sample file `name`.
    public static func contents(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }
}
