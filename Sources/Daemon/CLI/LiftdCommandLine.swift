@preconcurrency import Glibc
import Configuration
import Cron
import FoundationEssentials
import Scheduler

private let usage = """
    usage: liftd [--config FILE]          run the daemon (built-in defaults without --config)
           liftd check-config FILE        check FILE and print what would run
           liftd plugins                  list every use case a config may name
           liftd calendar EXPR [options]  print a cron expression's next fire times
           liftd restore COPY [--config FILE]
                                          put a backup copy back, with the daemon stopped
           liftd --help | --version

    With no config, data lives under ./var ($STATE_DIRECTORY under systemd) and the control
    socket is ./var/liftd.sock ($RUNTIME_DIRECTORY/liftd.sock under systemd).
    Exit status: 0 ok, 64 usage error, 65 bad calendar expression or backup copy, 71 socket or
    service failure, 73 database cannot be opened or is in use, 78 bad config, 1 other failure.

    """

/// The `liftd` command line: parses arguments and runs the chosen command.
public enum LiftdCommandLine {
    /// Runs `liftd` with `arguments` (without the program name) and exits with its status.
    /// Call it on the main thread before anything starts another thread: the daemon takes
    /// over the main thread to wait for its signals (`ProcessSignals`).
    public static func main(_ arguments: [String], environment: [String: String]) -> Never {
        exit(run(arguments, environment: environment).rawValue)
    }

    /// Runs a command other than the daemon; the daemon never returns.
    private static func run(_ arguments: [String], environment: [String: String]) -> ExitStatus {
        switch arguments.first {
        case "--help", "-h", "help":
            print(usage, terminator: "")
            return .success
        case "--version", "-V":
            print("liftd \(Liftd.version)")
            return .success
        case "check-config":
            guard arguments.count == 2 else { return usageError("check-config takes one FILE") }
            return checkConfig(.file(arguments[1]), environment: environment)
        case "plugins":
            guard arguments.count == 1 else { return usageError("plugins takes no arguments") }
            print(ConfigurationReport.plugins(.standard), terminator: "")
            return .success
        case "calendar":
            return runCalendarCommand(Array(arguments.dropFirst()))
        case "restore":
            return runRestoreCommand(Array(arguments.dropFirst()), environment: environment)
        default:
            return runDaemon(arguments, environment: environment)
        }
    }

    private static func runDaemon(_ arguments: [String], environment: [String: String]) -> ExitStatus {
        var source = ConfigurationSource.builtIn
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--config", "-c":
                guard let path = remaining.popFirst() else { return usageError("--config needs a FILE") }
                source = .file(path)
            case let option where option.hasPrefix("--config="):
                source = .file(String(option.dropFirst("--config=".count)))
            default:
                return usageError("unknown argument '\(argument)'")
            }
        }
        let chosen = source
        ProcessSignals.serve { signals in await DaemonRuntime.run(chosen, environment: environment, signals: signals) }
    }

    private static func checkConfig(_ source: ConfigurationSource, environment: [String: String]) -> ExitStatus {
        do {
            let setup = try ConfigurationCheck.setup(source, environment: environment)
            if let warning = WebhookLibraryCheck.warning(for: setup.loaded) { fputs("warning: \(warning)\n", stderr) }
            let now = Date()
            let schedules = Dictionary(setup.schedules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            print(ConfigurationReport.checkConfig(setup.loaded) { entry in
                guard let schedule = schedules[entry.name], let next = schedule.nextFire(after: now) else { return nil }
                return "\(ZonedTimestamp.format(next, in: schedule.cron.timeZone)) (\(schedule.timeZoneName))"
            }, terminator: "")
            return .success
        } catch {
            fputs("\(error)\n", stderr)
            return .invalidConfiguration
        }
    }

    private static func usageError(_ message: String) -> ExitStatus {
        fputs("liftd: \(message)\n(see liftd --help)\n", stderr)
        return .usage
    }
}
