import Foundation
import SignalStore
import Testing
@testable import Systemd

@Suite("Log entries")
struct LogFormatTests {
    @Test("A journal entry has MESSAGE, PRIORITY, SYSLOG_IDENTIFIER, then the fields by name")
    func journalEntryFields() {
        let entry = JournalEntry(level: .warning, message: "chain failed\nsecond line",
                                 fields: ["LIFTD_USE_CASE": "weekly-volume", "LIFTD_CHAIN": "7", "liftd-signal": "ping"],
                                 identifier: "liftd")
        #expect(entry.assignments == [
            "MESSAGE=chain failed\nsecond line", "PRIORITY=4", "SYSLOG_IDENTIFIER=liftd",
            "LIFTD_CHAIN=7", "LIFTD_SIGNAL=ping", "LIFTD_USE_CASE=weekly-volume",
        ])
    }

    @Test("A caller's field cannot replace the message, priority or identifier")
    func reservedFieldsArePrefixed() {
        let entry = JournalEntry(level: .info, message: "hi", fields: ["PRIORITY": "0", "message": "x"], identifier: "liftd")
        #expect(entry.assignments == ["MESSAGE=hi", "PRIORITY=6", "SYSLOG_IDENTIFIER=liftd",
                                      "LIFTD_MESSAGE=x", "LIFTD_PRIORITY=0"])
    }

    @Test("A standard-error line has the <N> prefix, escaped text and the fields, on one line")
    func standardErrorLine() {
        let line = StandardErrorLine.format(level: .error, message: "bad config:\nline 3\tcol\\4\u{1}",
                                            fields: ["LIFTD_SIGNAL": "reload", "LIFTD_CHAIN": "two\nlines"])
        #expect(line == "<3>bad config:\\nline 3\\tcol\\\\4\\x01 LIFTD_CHAIN=two\\nlines LIFTD_SIGNAL=reload\n")
    }

    @Test("Each level's prefix is its syslog number")
    func levelPrefixes() {
        let prefixes = LogLevel.allCases.map { StandardErrorLine.format(level: $0, message: "m", fields: [:]) }
        #expect(prefixes == (0...7).map { "<\($0)>m\n" })
    }
}
