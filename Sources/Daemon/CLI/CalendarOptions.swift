import Cron
import FoundationEssentials
import ZoneInfo

/// One preview: which expression, read in which zone, from when, how many fire times.
struct CalendarRequest {
    var expression: String
    var timeZone: Zone
    var start: Date
    var count: Int

    /// The most fire times one request lists: a year of a job every five minutes fits.
    static let maximumCount = 200_000

    /// The next `count` fire times (fewer when the expression stops firing).
    func fireTimes() throws(CronExpressionError) -> [Date] {
        let schedule = CronSchedule(try CronExpression(expression), timeZone: timeZone)
        return Array(schedule.fireTimes(after: start).prefix(count))
    }
}

/// The command line of `liftd calendar`.
struct CalendarOptions {
    enum Mode {
        case help
        case batch
        case preview(CalendarRequest)
    }

    /// A command line that cannot be run, with a message saying why.
    struct UsageError: Error {
        let message: String
    }

    var mode = Mode.help

    init(parsing arguments: [String]) throws(UsageError) {
        var expression: String?
        var zoneName: String?
        var startText: String?
        var count = 5
        var remaining = arguments[...]
        func value(for option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError(message: "\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": return
            case "--batch":
                mode = .batch
                guard arguments.count == 1 else { throw UsageError(message: "--batch takes no other arguments") }
                return
            case "--timezone": zoneName = try value(for: argument)
            case "--from": startText = try value(for: argument)
            case "--iterations":
                let text = try value(for: argument)
                guard let number = Int(text), (1...CalendarRequest.maximumCount).contains(number) else {
                    throw UsageError(
                        message: "--iterations needs a whole number from 1 to \(CalendarRequest.maximumCount), not \"\(text)\"")
                }
                count = number
            default:
                if argument.hasPrefix("--") { throw UsageError(message: "unknown option \(argument)") }
                guard expression == nil else {
                    throw UsageError(message: "unexpected argument \"\(argument)\"; quote the expression")
                }
                expression = argument
            }
        }
        guard let expression else { throw UsageError(message: "missing the cron expression") }
        var timeZone = ZoneDirectory.system.localZone()
        if let zoneName {
            do {
                timeZone = try ZoneDirectory.system.zone(named: zoneName)
            } catch {
                if case .noTimeZoneData = error { throw UsageError(message: "unknown time zone \"\(zoneName)\": \(error)") }
                throw UsageError(message: "unknown time zone \"\(zoneName)\"; use an IANA name such as Europe/Berlin")
            }
        }
        var start = Date()
        if let startText {
            guard let parsed = ZonedTimestamp.parse(startText, in: timeZone) else {
                throw UsageError(message: "--from \"\(startText)\" is not an ISO 8601 timestamp such as 2026-03-29T01:30:00+01:00")
            }
            start = parsed
        }
        mode = .preview(CalendarRequest(expression: expression, timeZone: timeZone, start: start, count: count))
    }
}
