import MessageText
import Testing

@Test("Durations read as people write them and print back the same way")
func durationsRoundTrip() {
    #expect(DurationText.parse("1h30m") == .seconds(5_400))
    #expect(DurationText.parse("500ms") == .milliseconds(500))
    #expect(DurationText.parse("10") == nil)
    #expect(DurationText.parse("5 m") == nil)
    #expect(DurationText.format(.seconds(5_400)) == "1h30m")
    #expect(DurationText.format(.milliseconds(1_500)) == "1s500ms")
}

@Test("A duration repeating a unit or going up in units is refused, not added up", arguments: ["1h1h", "30m1h", "1s1d", "5m5m5m"])
func durationUnitsGoDown(text: String) {
    #expect(DurationText.parse(text) == nil, "\(text)")
}

@Test("Every unit once, largest first, is one duration")
func durationOfEveryUnit() {
    #expect(DurationText.parse("1d2h3m4s5ms") == .milliseconds(93_784_005))
}
