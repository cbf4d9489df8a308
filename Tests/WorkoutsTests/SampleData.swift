import Foundation

/// The real exports in `shared/data`, found by walking up from this file (the package
/// root's `../shared/data`, also from a git worktree one level deeper).
enum SampleData {
    static let directory: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/data")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: "../shared/data")
    }()

    static let strongClassic = "strong/strong-statistics_sample_strong_classic.csv"
    static let strongLegacySample = "strong/strong-statistics_sample_strong_legacy.csv"
    static let strongV6 = "strong/strong-statistics_sample_strong_v6.csv"
    static let hevy = "hevy/strong-statistics_sample_hevy.csv"
    static let exerciseDatabase = "exercise-db/free-exercise-db_exercises.json"

    static func contents(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }
}
