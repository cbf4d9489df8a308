import Configuration
import FoundationEssentials
import PluginFileSystem
import SignalStore
import WorkoutsSQLite

extension DaemonRuntime {
    /// Removes what an earlier run left behind (see `Leftovers`), logging each file removed.
    func removeLeftovers() {
        let paths = setup.configuration.paths
        let cleanup = Leftovers.remove(outputDirectory: paths.outputDirectory, importDirectory: paths.importDirectory, now: Date())
        for path in cleanup.removed { logger.log(.notice, "removed '\(path)', left behind by an earlier run") }
        for problem in cleanup.problems { logger.log(.warning, "cannot remove what an earlier run left behind: \(problem)") }
        do {
            for name in try backups.removeLeftovers() {
                logger.log(.notice, "removed '\(backups.directory)/\(name)', a backup copy an earlier run left unfinished")
            }
        } catch {
            logger.log(.warning, "cannot remove the backup copies an earlier run left unfinished: \(error)")
        }
    }
}
