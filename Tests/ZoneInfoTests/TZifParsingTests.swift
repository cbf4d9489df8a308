import Testing
@testable import ZoneInfo

@Suite("TZif files")
struct TZifParsingTests {
    /// A zone at UTC+1 that moves to UTC+2 (DST) at 1000 and back at 2000.
    let simple = TZifBuilder(
        types: [(3600, false, "ONE"), (7200, true, "TWO")], transitions: [(1000, 1), (2000, 0)])

    @Test("Before the first transition a zone has time type 0's offset")
    func initialOffset() throws {
        let zone = try simple.zone()
        #expect(zone.offset(at: .min) == ZoneOffset(secondsFromUTC: 3600, abbreviation: "ONE", isDaylightSaving: false))
        #expect(zone.offset(at: 999).abbreviation == "ONE")
    }

    @Test("A transition's instant is the first second of its new offset")
    func transitionInstant() throws {
        let zone = try simple.zone()
        #expect(zone.offset(at: 1000) == ZoneOffset(secondsFromUTC: 7200, abbreviation: "TWO", isDaylightSaving: true))
        #expect(zone.offset(at: 1999).secondsFromUTC == 7200)
        #expect(zone.offset(at: 2000).secondsFromUTC == 3600)
        #expect(zone.offset(at: .max).secondsFromUTC == 3600)
    }

    @Test("Next and previous transitions are found on either side of an instant")
    func transitionsAround() throws {
        let zone = try simple.zone()
        #expect(zone.nextTransition(after: 0)?.instant == 1000)
        #expect(zone.nextTransition(after: 1000)?.instant == 2000)
        #expect(zone.nextTransition(after: 2000) == nil)
        #expect(zone.previousTransition(atOrBefore: 999) == nil)
        #expect(zone.previousTransition(atOrBefore: 1000)?.instant == 1000)
        #expect(zone.previousTransition(atOrBefore: 1999)?.after.abbreviation == "TWO")
        #expect(zone.previousTransition(atOrBefore: .max)?.instant == 2000)
        #expect(zone.previousTransition(atOrBefore: .max)?.before.abbreviation == "TWO")
    }

    @Test("Transitions that change nothing are not reported")
    func redundantTransitions() throws {
        let zone = try TZifBuilder(
            types: [(0, false, "UTC"), (0, false, "UTC"), (3600, false, "ONE")],
            transitions: [(100, 1), (200, 0), (300, 2)]
        ).zone()
        #expect(zone.nextTransition(after: 0)?.instant == 300)
        #expect(zone.previousTransition(atOrBefore: 299) == nil)
    }

    @Test("From the last transition on, the footer's rule decides the offset")
    func footerAfterTable() throws {
        let summer = ZoneOffset(secondsFromUTC: 7200, abbreviation: "CEST", isDaylightSaving: true)
        let winter = ZoneOffset(secondsFromUTC: 3600, abbreviation: "CET", isDaylightSaving: false)
        let zone = try TZifBuilder(
            types: [(7200, true, "CEST"), (3600, false, "CET")], transitions: [(utc(2000, 10, 29, 1), 1)],
            footer: "CET-1CEST,M3.5.0,M10.5.0/3"
        ).zone()
        #expect(zone.offset(at: utc(2000, 10, 29, 0, 59, 59)) == summer)
        #expect(zone.offset(at: utc(2001, 3, 25, 0, 59, 59)) == winter)
        #expect(zone.offset(at: utc(2001, 3, 25, 1)) == summer)
        #expect(zone.nextTransition(after: utc(2000, 12, 1))
            == ZoneTransition(instant: utc(2001, 3, 25, 1), before: winter, after: summer))
        #expect(zone.previousTransition(atOrBefore: utc(2001, 1, 1))
            == ZoneTransition(instant: utc(2000, 10, 29, 1), before: summer, after: winter))
        #expect(zone.previousTransition(atOrBefore: utc(2090, 12, 1))
            == ZoneTransition(instant: utc(2090, 10, 29, 1), before: summer, after: winter))
    }

    @Test("An empty footer keeps the last transition's offset for ever")
    func emptyFooter() throws {
        let zone = try simple.zone()
        #expect(zone.footer == nil)
        #expect(zone.offset(at: utc(2100, 7, 1)).abbreviation == "ONE")
    }

    @Test("A file without transitions follows its footer at every instant")
    func footerOnly() throws {
        let zone = try TZifBuilder(types: [(-18000, false, "EST")], footer: "EST5EDT,M3.2.0,M11.1.0").zone()
        #expect(zone.offset(at: utc(1980, 7, 1)).abbreviation == "EDT")
        #expect(zone.nextTransition(after: utc(2026, 1, 1))?.instant == utc(2026, 3, 8, 7))
        #expect(zone.previousTransition(atOrBefore: utc(2026, 1, 1))?.instant == utc(2025, 11, 2, 6))
    }

    @Test("Version 3 and 4 files are read like version 2")
    func laterVersions() throws {
        for version in ["3", "4"] {
            var builder = simple
            builder.version = UInt8(ascii: Unicode.Scalar(version)!)
            #expect(try builder.zone().offset(at: 1500).secondsFromUTC == 7200)
        }
    }

    @Test("An offset reads as people write it: sign, hours, minutes, seconds when there are some")
    func offsetDescription() {
        #expect(ZoneOffset(secondsFromUTC: -12600, abbreviation: "NDT", isDaylightSaving: true).description == "-03:30 NDT DST")
        #expect(ZoneOffset(secondsFromUTC: 45900, abbreviation: "+1245", isDaylightSaving: false).description == "+12:45 +1245")
        #expect(ZoneOffset(secondsFromUTC: -2670, abbreviation: "LMT", isDaylightSaving: false).description == "-00:44:30 LMT")
        #expect(ZoneOffset.utc.description == "+00:00 UTC")
        #expect(!ZoneOffset(secondsFromUTC: .min, abbreviation: "X", isDaylightSaving: false).description.isEmpty)
    }

    @Test("tzdata's Europe/Berlin: summer time 2026 from 29 March 01:00 UTC to 25 October 01:00 UTC")
    func berlin() throws {
        let zone = try systemZones.zone(named: "Europe/Berlin")
        let start = try #require(zone.nextTransition(after: utc(2026, 1, 1)))
        #expect(start.instant == utc(2026, 3, 29, 1))
        #expect(start.before.description == "+01:00 CET")
        #expect(start.after.description == "+02:00 CEST DST")
        #expect(zone.nextTransition(after: start.instant)?.instant == utc(2026, 10, 25, 1))
    }

    @Test("tzdata's zones continue past the end of their table (2037) by their footer")
    func pastTheTable() throws {
        let zone = try systemZones.zone(named: "America/New_York")
        var instant = utc(2036, 1, 1)
        var starts: [Int64] = []
        while let next = zone.nextTransition(after: instant), next.instant < utc(2041, 1, 1) {
            if next.after.isDaylightSaving { starts.append(next.instant) }
            #expect(zone.previousTransition(atOrBefore: next.instant) == next)
            instant = next.instant
        }
        #expect(starts == [utc(2036, 3, 9, 7), utc(2037, 3, 8, 7), utc(2038, 3, 14, 7), utc(2039, 3, 13, 7), utc(2040, 3, 11, 7)])
    }

    @Test("Dublin's winter time is flagged daylight saving time (a negative DST), as tzdata has it")
    func dublin() throws {
        let zone = try systemZones.zone(named: "Europe/Dublin")
        #expect(zone.offset(at: utc(2030, 1, 15)) == ZoneOffset(secondsFromUTC: 0, abbreviation: "GMT", isDaylightSaving: true))
        #expect(zone.offset(at: utc(2030, 7, 15)) == ZoneOffset(secondsFromUTC: 3600, abbreviation: "IST", isDaylightSaving: false))
        #expect(zone.offset(at: utc(2060, 1, 15)).isDaylightSaving)
    }
}
