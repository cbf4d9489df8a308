import Foundation
import Testing
@testable import Daemon
import ZoneInfo

@Suite("liftd calendar command line")
struct CalendarOptionsTests {
    @Test("An expression with all options becomes one preview request")
    func fullRequest() throws {
        let options = try CalendarOptions(parsing: ["30 2 * * *", "--timezone", "Europe/Berlin",
                                                    "--from", "2026-03-28T12:00:00+01:00", "--iterations", "3"])
        guard case .preview(let request) = options.mode else {
            Issue.record("expected a preview, got \(options.mode)")
            return
        }
        #expect(request.expression == "30 2 * * *")
        #expect(request.timeZone.identifier == "Europe/Berlin")
        #expect(request.start == Date(timeIntervalSince1970: 1_774_695_600))
        #expect(request.count == 3)
    }

    @Test("Five fire times are previewed unless told otherwise")
    func defaultCount() throws {
        guard case .preview(let request) = try CalendarOptions(parsing: ["@daily"]).mode else {
            Issue.record("expected a preview")
            return
        }
        #expect(request.count == 5)
    }

    @Test("A start without an offset is read on the chosen zone's clock")
    func startInZone() throws {
        let options = try CalendarOptions(parsing: ["@daily", "--from", "2026-03-29T03:00", "--timezone", "Europe/Berlin"])
        guard case .preview(let request) = options.mode else {
            Issue.record("expected a preview")
            return
        }
        #expect(request.start == Date(timeIntervalSince1970: 1_774_746_000))
    }

    @Test("Usage mistakes are rejected with a message saying what is wrong", arguments: [
        ([], "missing the cron expression"),
        (["@daily", "--iterations", "0"], "--iterations needs a whole number from 1 to 200000"),
        (["@daily", "--iterations", "99999999999"], "--iterations needs a whole number from 1 to 200000, not \"99999999999\""),
        (["@daily", "--timezone", "Mars/Olympus"], "unknown time zone \"Mars/Olympus\""),
        (["@daily", "--from", "yesterday"], "--from \"yesterday\" is not an ISO 8601 timestamp"),
        (["@daily", "--timezone"], "--timezone needs a value"),
        (["@daily", "--verbose"], "unknown option --verbose"),
        (["0", "0", "*", "*", "*"], "unexpected argument \"0\"; quote the expression"),
        (["--batch", "@daily"], "--batch takes no other arguments"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect {
            try CalendarOptions(parsing: arguments)
        } throws: { error in
            (error as? CalendarOptions.UsageError)?.message.hasPrefix(message) == true
        }
    }

    @Test("Exit status: 0 for a preview, 64 for a usage error, 65 for an invalid expression")
    func exitStatus() {
        #expect(runCalendarCommand(["@daily", "--timezone", "UTC", "--iterations", "1"]) == .success)
        #expect(runCalendarCommand(["@daily", "--iterations", "x"]) == .usage)
        #expect(runCalendarCommand(["0 0 31 2 *", "--timezone", "UTC"]) == .invalidInput)
    }
}
