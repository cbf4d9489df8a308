import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

@Suite("records without exercise=: every exercise's current records")
struct RecordsOverviewTests {
    @Test("records without exercise= lists each stored exercise's current records, by exercise, as records exercise= gives them")
    func overview() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        var store = harness.testStore([ShowRecordsUseCase()])
        var expected: [CurrentRecord] = []
        for exercise in ["Bench Press (Barbell)", "Mystery Press", "Squat (Barbell)"] {
            let records = try #require(try harness.repository.records(of: exercise))
            #expect(!records.current.isEmpty, "\(exercise) has records")
            expected += records.current.map { CurrentRecord(exercise: exercise, record: $0) }
        }
        // Bench's heaviest weight is 102.5 kg of week 38, not 100 kg of week 30.
        let heaviestBench = expected.first { $0.exercise == "Bench Press (Barbell)" && $0.record.kind == .heaviestWeight }
        #expect(heaviestBench?.record.value == 102.5)
        await store.send(ShowRecords(), reply: RecordsOverview(estimate: .standard, records: expected))
        store.finish()
    }

    @Test("records without exercise= over an empty store answers no records")
    func emptyOverview() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([ShowRecordsUseCase()])
        await store.send(ShowRecords(), reply: RecordsOverview(estimate: .standard, records: []))
        store.finish()
    }

    @Test("An overview row is the record's members with its exercise beside them")
    func overviewRowEncoding() throws {
        let date = Date(timeIntervalSince1970: 1_758_000_000)
        let record = ExerciseRecords.Record(RecordEntry(
            kind: .heaviestWeight, weightHundredths: 0, valueHundredths: 10_250, previousHundredths: nil, set: 4,
            workout: 2, date: date, isRecord: true))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .iso8601
        let text = String(decoding: try encoder.encode(CurrentRecord(exercise: "Squat", record: record)), as: UTF8.self)
        #expect(text == #"{"date":"2025-09-16T05:20:00Z","exercise":"Squat","kind":"heaviest-weight","set":4,"value":102.5,"workout":2}"#)
    }
}
