import Foundation
import SampleExports
import SignalStore
import SiteTesting
import Testing
import Workouts
@testable import Plugins
import ZoneInfo

/// `volume`, `trend` and `records` answered by the use cases over `harness`'s data, read back
/// as the socket would answer them.
private func answers(_ harness: TrainingHarness) -> SiteAnswers {
    let volumeOptions: VolumeOptions = utcTrainingOptions(), trendOptions: TrendOptions = utcTrainingOptions()
    // Direct handles, not TestStore steps: these replies are not asserted here but are the
    // oracle the pages' figures are compared with (VolumeTests, TrendTests and the records
    // tests assert the replies whole).
    return SiteAnswers(
        volume: { week in
            let result = try await harness.handle(VolumeUseCase(options: volumeOptions), Volume(week: week))
            return try SiteAnswers.decoded(try #require(result.reply as? VolumeUseCase.Reply))
        },
        trend: { exercise, week in
            let result = try await harness.handle(TrendUseCase(options: trendOptions), Trend(exercise: exercise, weeks: 520, to: week))
            return try SiteAnswers.decoded(try #require(result.reply as? TrendUseCase.Reply))
        },
        records: { exercise in
            let result = try await harness.handle(ShowRecordsUseCase(), ShowRecords(exercise: exercise))
            return try SiteAnswers.decoded(try #require(result.reply as? ShowRecordsUseCase.Reply))
        })
}

@Suite("summary-html: every figure is the one volume, trend and records answer with")
struct SummaryHTMLFiguresTests {
    @Test("Week page, index and exercise pages agree with volume, trend and records, assisted pull-ups with a bodyweight too")
    func figuresMatchTheAnswers() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        _ = try harness.repository.record(BodyweightEntry(measuredAt: siteDay(-60), kilograms: 82.5, source: "test"))
        for day in [-7, 1] {
            try storeWorkout(harness, "Pull", at: siteDay(day), [
                ("Pull Up (Assisted)", 30, 8), ("Pull Up (Assisted)", 25, 6), ("Lat Pulldown (Cable)", 55, 10),
            ])
        }
        try await publishSite(try siteStore(harness))
        let pullUps = try PublishedSite(output: harness.output).text("exercises/pull-up-assisted.html")
        // (82.5 − 30) × 8 + (82.5 − 25) × 6 = 420 + 345, not the assistance's 30 × 8 + 25 × 6.
        #expect(pullUps.contains(#"<td class="volume">765.0</td>"#))
        try await expectSiteFiguresMatchAnswers(
            PublishedSite(output: harness.output), week: "2025-W38",
            exercises: ["Pull Up (Assisted)", "Bench Press (Barbell)", "Squat (Barbell)"], answers: answers(harness))
    }

    @Test("Real sample: the pages of an imported Strong export agree with volume, trend and records", .realSampleTier)
    func sampleFiguresMatchTheAnswers() async throws {
        let harness = try TrainingHarness()
        harness.now = TrainingHarness.start + 60 * 86_400 // after every sample export
        try SampleData.contents(SampleData.strongClassic).write(to: harness.directory.appendingPathComponent("strong.csv"))
        var importOptions = ImportOptions()
        importOptions.timeZone = .utc
        importOptions.importDirectory = harness.directory.path
        // A direct handle: the import only sets up the data (its reply counts a real export's
        // rows, which the Import tests assert for fixtures), as the volume below only picks the
        // week's exercises to compare.
        _ = try await harness.handle(ImportFileUseCase(options: importOptions), ImportFile(path: "strong.csv"))
        let store = try siteStore(harness)
        let latest = try #require(try harness.repository.workouts(limit: 1).first)
        let week = WeekCalendar(timeZone: .utc).week(containing: latest.start).description
        try await publishSite(store, week: week)
        let index = try PublishedSite(output: harness.output).text("index.html")
        #expect(index.contains(#"data-week="\#(week)""#))
        let trained = try await harness.handle(VolumeUseCase(options: utcTrainingOptions()), Volume(week: week))
        let exercises = try #require(trained.reply as? VolumeUseCase.Reply).exercises.map(\.exercise)
        #expect(!exercises.isEmpty)
        try await expectSiteFiguresMatchAnswers(
            PublishedSite(output: harness.output), week: week, exercises: Array(exercises.prefix(3)), answers: answers(harness))
    }
}
