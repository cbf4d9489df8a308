@preconcurrency import Glibc
import Cron
import FoundationEssentials
import ZoneInfo

private let calendarUsage = """
    usage: liftd calendar EXPR [--timezone ZONE] [--from ISO8601] [--iterations N]
           liftd calendar --batch

    Prints the next N fire times of the cron expression EXPR (five fields or an alias such
    as @daily), one per line, as ISO 8601 with the zone's offset.

      --timezone ZONE   IANA zone whose wall clock EXPR is read on (default: the system's)
      --from ISO8601    start after this instant, e.g. 2026-03-29T01:30:00+01:00; without an
                        offset it is read in ZONE (default: now)
      --iterations N    how many fire times to print (default: 5, at most 200000)
      --batch           read lines EXPR<TAB>ZONE<TAB>FROM<TAB>N from stdin and print, per line,
                        the N fire times separated by spaces, or "error: …"

    """

/// Runs `liftd calendar`: previews a cron expression's next fire times. Returns the exit status
/// (0, 64 for a usage error, 65 for an invalid expression).
public func runCalendarCommand(_ arguments: [String]) -> ExitStatus {
    let options: CalendarOptions
    do {
        options = try CalendarOptions(parsing: arguments)
    } catch {
        fputs("liftd calendar: \(error.message)\n(see liftd calendar --help)\n", stderr)
        return .usage
    }
    switch options.mode {
    case .help:
        print(calendarUsage, terminator: "")
        return .success
    case .batch:
        runCalendarBatch()
        return .success
    case .preview(let request):
        do {
            for instant in try request.fireTimes() {
                print(ZonedTimestamp.format(instant, in: request.timeZone))
            }
            return .success
        } catch {
            fputs("liftd calendar: invalid cron expression \"\(request.expression)\": \(error)\n", stderr)
            return .invalidInput
        }
    }
}

/// Answers one batch line per input line, for the oracle test.
private func runCalendarBatch() {
    var timeZones: [String: Zone] = [:]
    while let line = readLine() {
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard columns.count == 4, let count = Int(columns[3]), (0...CalendarRequest.maximumCount).contains(count) else {
            print("error: expected EXPR<TAB>ZONE<TAB>FROM<TAB>N, N from 0 to \(CalendarRequest.maximumCount)")
            continue
        }
        guard let timeZone = timeZones[columns[1]] ?? (try? ZoneDirectory.system.zone(named: columns[1])) else {
            print("error: unknown time zone \(columns[1])")
            continue
        }
        timeZones[columns[1]] = timeZone
        guard let start = ZonedTimestamp.parse(columns[2], in: timeZone) else {
            print("error: \(columns[2]) is not an ISO 8601 timestamp")
            continue
        }
        let request = CalendarRequest(expression: columns[0], timeZone: timeZone, start: start, count: count)
        do {
            let times = try request.fireTimes()
            print(times.map { ZonedTimestamp.format($0, in: timeZone) }.joined(separator: " "))
        } catch {
            print("error: \(error)")
        }
    }
}
