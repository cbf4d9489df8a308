@preconcurrency import Glibc
import ControlProtocol
import Threads
import ZoneInfo

private let usage = """
    usage: liftctl [--socket PATH] [--json] SIGNAL [key=value ...]
           liftctl [--socket PATH] [--json] -     send each line of stdin as one request
           liftctl [--socket PATH] [--json] import FILE [units=kg|lbs]
                                                  stream a Strong, Hevy or FitNotes export
           liftctl [--socket PATH] [--json] help [SIGNAL]
                                                  list the signals, or describe one: its fields,
                                                  their values and defaults, access, an example
           liftctl [--socket PATH] [--json] watch [--chunks] [EVENT ...]
                                                  print the daemon's events as they happen
           liftctl --help | --version

    Sends a signal to liftd and prints the answer for people: `key: value` rows, a section
    for each nested part, tables for lists of objects; the raw response line with --json.
    Values are typed like the control socket's text form: numbers, true/false, else text
    (quote it in your shell).

    `watch` streams the daemon's events until it stops: every event, or only those named
    (chain-finished, schedule-fired, schedule-skipped, import-finished, personal-record,
    reload, error), one line each for people, or each event's JSON line with --json.
    An upload's chunks (a chain-finished import-chunk per 24 KiB) are left out unless
    --chunks asks for them; a chunk that failed is always shown.

      --socket PATH   the control socket (default: $LIFTD_SOCKET, else /run/liftd/liftd.sock
                      when it exists, else ./var/liftd.sock)
      --json          print each response line as received

    Exit status: 0 ok, 1 the daemon answered with an error, 64 usage error,
    66 the file to import cannot be read, 69 the daemon cannot be reached.

    Examples:
      liftctl status
      liftctl log-set exercise="Bench Press (Barbell)" weight=100 reps=5
      liftctl watch chain-finished error
      printf 'ping\\nstatus\\n' | liftctl -

    """

/// The `liftctl` command line.
public enum LiftctlCommandLine {
    /// Runs `liftctl` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
        let options: LiftctlOptions
        do {
            options = try LiftctlOptions(parsing: arguments, environment: environment)
        } catch {
            fputs("liftctl: \(error)\n(see liftctl --help)\n", stderr)
            return 64
        }
        if options.showHelp {
            print(usage, terminator: "")
            return 0
        }
        if options.showVersion {
            print("liftctl \(LiftdRelease.version)")
            return 0
        }
        let lines = options.readsStandardInput ? Self.standardInputLines() : [options.requestLine]
        var daemonZone = DaemonTimeZone(socketPath: options.socketPath)
        do {
            var client = try ControlClient(path: options.socketPath)
            if let watch = options.watch {
                return try watch.run(over: &client) { daemonZone.zone() }
            }
            if let upload = options.upload {
                let command = UploadCommand(file: upload.file, fields: upload.fields, printsJSON: options.printsJSON)
                return try command.run(over: &client) { daemonZone.zone() }
            }
            return try exchange(lines, over: &client, printingJSON: options.printsJSON) { daemonZone.zone() }
        } catch {
            fputs("liftctl: \(error)\n", stderr)
            if case .cannotConnect = error { return 69 }
            return 1
        }
    }

    /// Sends every line (from a writer thread, so a long batch cannot deadlock) and prints
    /// each answer in order, its times in `zone`; returns 1 if any answer was an error, else 75
    /// (`EX_TEMPFAIL`) if any was `still-running`.
    private static func exchange(
        _ lines: [String], over client: inout ControlClient, printingJSON: Bool, zone: () -> Zone
    ) throws(ClientError) -> Int32 {
        let descriptor = dup(client.descriptor)
        do throws(ThreadStartFailure) {
            try DetachedThread.start {
                defer { Glibc.close(descriptor) }
                for line in lines {
                    guard (try? ControlClient.send(line, to: descriptor)) != nil else { return }
                }
            }
        } catch {
            Glibc.close(descriptor)
            throw .system("pthread_create", error.errorNumber)
        }
        var status: Int32 = 0
        for _ in lines {
            guard let response = try client.receiveLine() else { throw ClientError.closedEarly }
            let outcome = ResponsePrinter.print(response, asJSON: printingJSON, zone: zone)
            // An error outweighs a job still running.
            if outcome == .failed || status == 0 { status = outcome.exitStatus }
        }
        return status
    }

    private static func standardInputLines() -> [String] {
        var lines: [String] = []
        while let line = readLine(strippingNewline: true) {
            if !line.allSatisfy(\.isWhitespace) { lines.append(line) }
        }
        return lines
    }
}
