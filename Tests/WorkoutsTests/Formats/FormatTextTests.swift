import Foundation
import Testing
import Workouts
import ZoneInfo

@Test("Fixed decimals round half away from zero and keep trailing zeros", arguments: [
    (2.25, 1, "2.3"), (3, 1, "3.0"), (-1.25, 1, "-1.3"), (1234.5, 0, "1235"), (-0.04, 1, "0.0"), (0.125, 2, "0.13"),
])
func fixedDecimals(value: Double, digits: Int, expected: String) {
    #expect(DecimalText.fixed(value, digits: digits) == expected)
}

@Test("Trimmed decimals drop trailing zeros and changes carry a sign")
func trimmedAndChange() {
    #expect(DecimalText.trimmed(2.50, digits: 2) == "2.5")
    #expect(DecimalText.trimmed(3, digits: 2) == "3")
    #expect(DecimalText.change(1.5, digits: 1) == "+1.5")
    #expect(DecimalText.change(-2, digits: 1) == "-2.0")
    #expect(DecimalText.change(0.01, digits: 1) == "±0.0")
}

@Test("XML text escapes markup characters and replaces forbidden control characters")
func xmlEscaping() {
    #expect(XMLText.escaped(#"Curl <"A" & 'B'>"#) == "Curl &lt;&quot;A&quot; &amp; &apos;B&apos;&gt;")
    #expect(XMLText.escaped("a\u{01}b") == "a\u{FFFD}b")
}

@Test("Zoned dates are written in the zone with its offset in ISO, Apple Health and Strong layouts")
func zonedDates() throws {
    let berlin = ZonedDateText(timeZone: try ZoneDirectory.system.zone(named: "Europe/Berlin"))
    let date = Date(timeIntervalSince1970: 1_758_000_000) // 2025-09-16 05:20:00 UTC
    #expect(berlin.iso8601(date) == "2025-09-16T07:20:00+02:00")
    #expect(berlin.appleHealth(date) == "2025-09-16 07:20:00 +0200")
    #expect(berlin.local(date) == "2025-09-16 07:20:00")
    let newYork = ZonedDateText(timeZone: try ZoneDirectory.system.zone(named: "America/New_York"))
    #expect(newYork.appleHealth(date) == "2025-09-16 01:20:00 -0400")
}

@Test("Numbers beyond what Int64 holds are written as Swift prints them instead of trapping", arguments: [
    (1e18, 1, "1000000000000000000"), (1e19, 1, "1e+19"), (-5e30, 0, "-5e+30"), (1.5e300, 3, "1.5e+300"),
])
func hugeDecimals(value: Double, digits: Int, expected: String) {
    #expect(DecimalText.fixed(value, digits: digits) == expected)
    #expect(DecimalText.trimmed(value, digits: digits) == expected)
}

@Test("DecimalText.value reads plain decimals only: no hexadecimal, infinity, NaN, spaces or stray signs")
func plainDecimalsOnly() {
    #expect(["80", "-12.5", "+3", ".5", "5.", "1.5e2", "2E-3"].map(DecimalText.value) == [80, -12.5, 3, 0.5, 5, 150, 0.002])
    for text in ["", "0x50", "0X1p4", "inf", "-Infinity", "nan", " 80", "80 ", "1e", "e5", "1-2", "--1", "1.2.3", "1e5.5", "٨٠", "."] {
        #expect(DecimalText.value(text) == nil, "'\(text)'")
    }
}

@Test("Times for people are the zone's wall clock to the minute with the offset")
func readableTimes() throws {
    let berlin = ZonedDateText(timeZone: try ZoneDirectory.system.zone(named: "Europe/Berlin"))
    #expect(berlin.readable(Date(timeIntervalSince1970: 1_757_915_280)) == "2025-09-15 07:48 +02:00")
    let kolkata = ZonedDateText(timeZone: try ZoneDirectory.system.zone(named: "Asia/Kolkata"))
    #expect(kolkata.readable(Date(timeIntervalSince1970: 0)) == "1970-01-01 05:30 +05:30")
}

@Test("Numbers for people show 0.1 of their unit")
func shownNumbers() {
    #expect(ShownNumber.weight(100, in: .kilograms) == "100.0")
    #expect(ShownNumber.weightWithSymbol(100, in: .pounds) == "220.5 lb")
    #expect(ShownNumber.weight(167.149, in: .kilograms) == "167.1")
}
