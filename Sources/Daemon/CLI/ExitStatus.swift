/// How a `liftd` command ends, as its process exit status: 0, 1, and the sysexits.h codes
/// liftd uses.
public enum ExitStatus: Int32, Sendable, Equatable {
    /// It did what was asked; a daemon stopped cleanly.
    case success = 0
    /// Any other failure.
    case failure = 1
    /// EX_USAGE: the command line was wrong.
    case usage = 64
    /// EX_DATAERR: the input was wrong (an invalid cron expression for `calendar`).
    case invalidInput = 65
    /// EX_OSERR: the system refused what the daemon needs to run (the socket could not be set
    /// up, or one of its services failed).
    case systemError = 71
    /// EX_CANTCREAT: the database could not be opened or created.
    case cannotCreate = 73
    /// EX_CONFIG: the config is invalid.
    case invalidConfiguration = 78
}
