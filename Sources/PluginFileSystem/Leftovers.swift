import FoundationEssentials

/// What an earlier run of liftd left behind and nothing will finish: temporary files of
/// report and export writes a crash interrupted, and uploads abandoned: without a chunk for
/// ten minutes (`UploadLimits.abandonedTime`; the next chunk removes them too). The daemon removes
/// them when it starts, before any write begins.
public enum Leftovers {
    /// What one clean-up removed, and what it could not look at or remove (each names its path).
    public struct Cleanup: Sendable, Equatable {
        /// The paths removed.
        public var removed: [String] = []
        /// The problems met.
        public var problems: [String] = []
    }

    /// Removes leftover temporary files under `outputDirectory` and abandoned uploads in
    /// `importDirectory`'s staging directory, as of `now`.
    public static func remove(outputDirectory: String, importDirectory: String, now: Date) -> Cleanup {
        var cleanup = Cleanup()
        do {
            cleanup.removed += try AtomicFileWriter(outputDirectory: outputDirectory).removeInterruptedWrites()
        } catch {
            cleanup.problems.append("\(error)")
        }
        do {
            cleanup.removed += try UploadStaging(directory: ImportDirectory(importDirectory)).removeAbandoned(now: now)
        } catch {
            cleanup.problems.append("\(error)")
        }
        return cleanup
    }
}
