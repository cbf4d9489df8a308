import Inbox
import SignalStore

/// How the inbox's activity reaches the log (the journal under systemd).
enum InboxLogging {
    /// Logs `activity` at the level it deserves; files merely noted are not logged.
    static func log(_ activity: InboxActivity, to logger: Logger) {
        switch activity {
        case .noted: return
        case .watching(let folder):
            logger.log(.info, "inbox: watching \(folder)")
        case .folderMissing(let folder, let reason):
            logger.log(.warning, "inbox: cannot watch \(folder) (\(reason)); watching again once it is back")
        case .imported(let name, let path, let summary):
            logger.log(.notice, "inbox: imported \(name) (\(summary)); moved to \(path)", fields: ["LIFTD_INBOX_FILE": name])
        case .alreadyImported(let name, let path):
            logger.log(.notice, "inbox: \(name) was imported before; moved to \(path) without reading it",
                       fields: ["LIFTD_INBOX_FILE": name])
        case .failed(let name, let path, let reason):
            logger.log(.warning, "inbox: \(name) was not imported: \(reason); moved to \(path)",
                       fields: ["LIFTD_INBOX_FILE": name])
        case .changedWhileTaken(let name):
            logger.log(.notice, "inbox: \(name) changed while it was being taken; nothing imported, it waits to settle again",
                       fields: ["LIFTD_INBOX_FILE": name])
        case .deleted(let path):
            logger.log(.info, "inbox: deleted \(path), kept in done/ past its retention time")
        case .problem(let text):
            logger.log(.warning, "inbox: \(text)")
        }
    }
}
