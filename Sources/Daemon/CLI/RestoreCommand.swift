@preconcurrency import Glibc
import Configuration
import FoundationEssentials
import Plugins
import WorkoutsSQLite

private let restoreUsage = """
    usage: liftd restore FILE [--config CONFIG]

    Puts the backup copy FILE back as liftd's database, offline: stop the daemon first
    (systemctl stop liftd). FILE is checked first (SQLite's integrity check, liftd's tables);
    a file that fails is refused and nothing changes. The database it replaces is kept, with
    its -wal and -shm, as <database>.before-restore-<UTC time>. Without --config, the
    database is the one of the built-in defaults, under ./var ($STATE_DIRECTORY under
    systemd), as for liftd itself.
    Exit status: 0 restored, 64 usage error, 65 FILE refused, 73 the database is in use or
    cannot be replaced, 78 bad config.

    """

/// Runs `liftd restore`: returns the exit status.
func runRestoreCommand(_ arguments: [String], environment: [String: String]) -> ExitStatus {
    var source = ConfigurationSource.builtIn
    var file: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--help", "-h":
            print(restoreUsage, terminator: "")
            return .success
        case "--config", "-c":
            guard let path = remaining.popFirst() else { return restoreUsageError("--config needs a FILE") }
            source = .file(path)
        case let option where option.hasPrefix("--config="):
            source = .file(String(option.dropFirst("--config=".count)))
        case let option where option.hasPrefix("-"):
            return restoreUsageError("unknown option '\(option)'")
        default:
            guard file == nil else { return restoreUsageError("restore takes one FILE") }
            file = argument
        }
    }
    guard let file else { return restoreUsageError("restore needs the FILE to put back") }
    let database: String
    do {
        database = try DaemonSetup.load(source, environment: environment).configuration.paths.database
    } catch {
        fputs("liftd restore: the config is invalid:\n\(error)\n", stderr)
        return .invalidConfiguration
    }
    do {
        _ = try DatabaseCheck.check(file)
    } catch {
        fputs("liftd restore: refused: \(error)\nNothing was changed.\n", stderr)
        return .invalidInput
    }
    do {
        let kept = database + ".before-restore-" + BackupCopyName.stamp(Date())
        let restored = try DatabaseRestore.restore(file, into: database, keepingCurrentAs: kept)
        let counts = restored.contents.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        print("liftd restore: restored '\(file)' as '\(database)' (schema version \(restored.contents.schemaVersion); rows: "
            + counts.joined(separator: ", ") + ")")
        if restored.kept.isEmpty {
            print("liftd restore: there was no database before")
        } else {
            print("liftd restore: the database before is kept as " + restored.kept.map { "'\($0)'" }.joined(separator: ", "))
        }
        return .success
    } catch {
        fputs("liftd restore: \(error)\n", stderr)
        return .cannotCreate
    }
}

private func restoreUsageError(_ message: String) -> ExitStatus {
    fputs("liftd restore: \(message)\n(see liftd restore --help)\n", stderr)
    return .usage
}
