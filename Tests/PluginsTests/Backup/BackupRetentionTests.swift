import Testing
@testable import Plugins

/// A copy's name for a day at 02:30 UTC.
private func copy(month: Int, day: Int, year: Int = 2026) -> String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "liftd-\(year)\(two(month))\(two(day))T023000Z.sqlite"
}

@Suite("Which backup copies retention keeps")
struct BackupRetentionTests {
    @Test("A year of daily copies keeps the last 7 days, 4 weeks and 12 months by default")
    func defaultsOverAYear() {
        var names: [String] = []
        for month in 1...12 { for day in 1...28 { names.append(copy(month: month, day: day)) } }
        let deleted = Set(BackupRetention().namesToDelete(among: names))
        let kept = names.filter { !deleted.contains($0) }
        let daily = (22...28).map { copy(month: 12, day: $0) }
        // 2026-12-28 is a Monday: the weeks before it end on Sundays the 27th, 20th and 13th.
        let weekly = [13, 20].map { copy(month: 12, day: $0) }
        let monthly = (1...11).map { copy(month: $0, day: 28) }
        #expect(Set(kept) == Set(daily + weekly + monthly))
    }

    @Test("The newest copy is kept even when retention keeps nothing; the rest go oldest first")
    func newestIsKept() {
        let names = [copy(month: 1, day: 1), copy(month: 3, day: 5), copy(month: 2, day: 9)]
        #expect(BackupRetention(daily: 0, weekly: 0, monthly: 0).namesToDelete(among: names)
            == [copy(month: 1, day: 1), copy(month: 2, day: 9)])
    }

    @Test("Of several copies in a day only the newest counts for that day")
    func newestOfADay() {
        let names = ["liftd-20261201T023000Z.sqlite", "liftd-20261201T101500Z.sqlite", "liftd-20261130T023000Z.sqlite"]
        #expect(BackupRetention(daily: 2, weekly: 0, monthly: 0).namesToDelete(among: names) == ["liftd-20261201T023000Z.sqlite"])
    }

    @Test("Files not named as copies are left alone, invalid dates included")
    func otherFilesAreLeftAlone() {
        let names = ["notes.txt", "liftd-2026.sqlite", "liftd-20261301T023000Z.sqlite", "liftd-20260230T023000Z.sqlite",
                     "liftd-20261201T023000Z.sqlite.partial"]
        #expect(BackupRetention(daily: 0, weekly: 0, monthly: 0).namesToDelete(among: names).isEmpty)
    }

    @Test("A copy's name is the UTC second it was taken, and reads back as that second")
    func namesRoundTrip() {
        let name = BackupCopyName(takenAt: .init(timeIntervalSince1970: 951_782_400.9))
        #expect(name.name == "liftd-20000229T000000Z.sqlite")
        #expect(BackupCopyName(name.name) == name)
        #expect(BackupCopyName("liftd-19700101T000000Z.sqlite")?.day == 0)
        #expect(BackupCopyName.stamp(.init(timeIntervalSince1970: 0)) == "19700101T000000Z")
    }
}
