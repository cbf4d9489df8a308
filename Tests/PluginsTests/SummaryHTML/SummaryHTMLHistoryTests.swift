import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

@Suite("summary-html: an exercise page goes on from its kept history only while the weeks before still hold")
struct SummaryHTMLHistoryTests {
    /// Ten weeks plus an old bench workout (`old`), the site of week 38 built once; each
    /// `build()` builds it again reading through `reader`.
    private struct Fixture {
        let harness: TrainingHarness
        let old: WorkoutID
        let reader: CountingReader
        let weekly: any UseCase<LiftdState>
        let site: any UseCase<LiftdState>

        init() async throws {
            harness = try TrainingHarness()
            try storeTenWeeks(harness)
            old = try storeWorkout(harness, "Old", at: siteDay(-35, hours: 10), [("Bench Press (Barbell)", 70, 8)])
            weekly = try #require(PluginCatalog.all.first { $0.name == "weekly-volume" }).make(options: #"{"time-zone": "UTC"}"#)
            site = try #require(PluginCatalog.all.first { $0.name == "summary-html" }).make(options: "{}")
            reader = CountingReader(harness.repository)
            try await build()
            reader.reset()
        }

        func build() async throws {
            var dependencies = harness.dependencies
            dependencies.trainingSummaryReader = reader
            let signal = WeeklyReportDue(week: "2025-W38")
            let state = try #require(try await harness.handle(weekly, signal).state)
            _ = try await DependencyValues.$current.withValue(dependencies) { try await site.handle(signal, state: state) }
        }
    }

    /// Expects the site built in `harness` to equal, byte for byte and note for note, one built from scratch.
    private func expectEqualsFromScratch(_ harness: TrainingHarness) async throws {
        let scratch = harness.directory.appendingPathComponent("scratch")
        harness.sitePublisher = SiteDirectory(outputDirectory: scratch.path)
        try await publishSite(try siteStore(harness))
        harness.sitePublisher = nil
        let built = PublishedSite(output: harness.output)
        let fromScratch = PublishedSite(output: scratch)
        #expect(try built.contents() == fromScratch.contents())
        #expect(try notes(built) == notes(fromScratch), "the kept histories equal those made from every set")
    }

    @Test("A set changed in a week before the history's last makes the page be made from every set, as from scratch")
    func earlierChangeReadsEverySet() async throws {
        let fixture = try await Fixture()
        let (harness, old, reader) = (fixture.harness, fixture.old, fixture.reader)
        let set = try #require(try harness.repository.storedSets(ofWorkout: old)?.first)
        _ = try harness.repository.updateSet(id: set.id, with: SetChange(weightKilograms: 72.5))
        try storeWorkout(harness, "Extra", at: siteDay(3), [("Bench Press (Barbell)", 105, 3)])
        try await fixture.build()
        #expect(reader.exercisesRead == ["Bench Press (Barbell)"])
        #expect(reader.earliestSets == .distantPast, "the kept history no longer holds: every set is read")
        try await expectEqualsFromScratch(harness)
    }

    @Test("A set added in the history's last week goes on from the history, reading that week's sets only")
    func lastWeekChangeGoesOn() async throws {
        let fixture = try await Fixture()
        let (harness, reader) = (fixture.harness, fixture.reader)
        try storeWorkout(harness, "Extra", at: siteDay(3), [("Bench Press (Barbell)", 105, 3)])
        try await fixture.build()
        #expect(reader.earliestSets == siteDay(0, hours: 0))
        try await expectEqualsFromScratch(harness)
    }

    @Test("A history kept by the version before is not gone on from: the page is made from every set")
    func earlierVersionIsRebuilt() async throws {
        let fixture = try await Fixture()
        let (harness, reader) = (fixture.harness, fixture.reader)
        let built = PublishedSite(output: harness.output)
        let note = built.root.deletingLastPathComponent()
            .appendingPathComponent(try built.linkTarget() + ".notes/exercises/bench-press-barbell.history")
        let bytes = try Data(contentsOf: note)
        let current = try #require(ExerciseHistory(note: bytes), "the build's own note reads back")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix(#"{"earlierFingerprint":"#), "the note is JSON with sorted keys")
        let previous = text.replacingOccurrences(of: #","version":\#(ExerciseHistory.version)}"#, with: "}")
        #expect(previous != text)
        #expect(ExerciseHistory(note: Data(previous.utf8)) == nil, "a note without the version is not a history")
        let older = text.replacingOccurrences(of: #","version":\#(ExerciseHistory.version)}"#, with: #","version":1}"#)
        #expect(ExerciseHistory(note: Data(older.utf8)) == nil, "a note of version 1 is not a history")
        #expect(current.version == ExerciseHistory.version)
        try FileManager.default.removeItem(at: note)
        try Data(previous.utf8).write(to: note)
        try storeWorkout(harness, "Extra", at: siteDay(3), [("Bench Press (Barbell)", 105, 3)])
        try await fixture.build()
        #expect(reader.earliestSets == .distantPast, "the old note is not resumed from")
        try await expectEqualsFromScratch(harness)
    }
}
