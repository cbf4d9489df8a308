import Foundation
import Testing
import Workouts

private let day = 86_400.0
private let origin = Date(timeIntervalSince1970: 1_700_000_000)

/// Builds sets of one exercise across sessions, numbering set ids in the order given.
private struct History {
    var sets: [RecordedSet] = []

    mutating func add(session: Int, weight: Double?, reps: Int, kind: SetKind = .normal) {
        sets.append(RecordedSet(
            id: SetID(sets.count + 1), workout: WorkoutID(session), workoutStart: origin + Double(session) * day,
            set: WorkoutSet(exercise: "Squat (Barbell)", kind: kind, weightKilograms: weight, reps: reps)))
    }

    func records(_ estimate: OneRepMaxEstimate = .standard) -> PersonalRecords {
        PersonalRecords(sets: sets, estimate: estimate)
    }
}

@Suite("Personal records")
struct PersonalRecordsTests {
    @Test("The exercise's first session sets no record, however its sets improve on each other")
    func firstSessionSetsNone() {
        var history = History()
        history.add(session: 1, weight: 60, reps: 5)
        history.add(session: 1, weight: 80, reps: 5)
        history.add(session: 1, weight: 100, reps: 8)
        let records = history.records()
        #expect(records.history.allSatisfy { !$0.isRecord })
        #expect(records.tracker.bests[.heaviestWeight]?.valueHundredths == 10_000)
        #expect(records.tracker.sessionBest?.valueHundredths == 150_000)
    }

    @Test("A later heavier set is a record with the best before it; a tie is not")
    func heavierIsRecordTieIsNot() {
        var history = History()
        history.add(session: 1, weight: 100, reps: 5)
        history.add(session: 2, weight: 100, reps: 5)
        history.add(session: 3, weight: 102.5, reps: 1)
        let heaviest = history.records().history.filter { $0.isRecord && $0.kind == .heaviestWeight }
        #expect(heaviest.map(\.valueHundredths) == [10_250])
        #expect(heaviest.map(\.previousHundredths) == [10_000])
        #expect(heaviest.map(\.set) == [3])
        let all = history.records().history.filter(\.isRecord)
        #expect(!all.contains { $0.workout == 2 })
    }

    @Test("Weights equal after rounding to 0.01 kg are one weight: pound noise sets no rep record at a new weight")
    func roundedWeights() {
        var history = History()
        history.add(session: 1, weight: 102.058_283_3, reps: 5)   // 225 lb
        history.add(session: 2, weight: 102.058_3, reps: 6)
        history.add(session: 3, weight: 102.06, reps: 6)
        let records = history.records().history.filter(\.isRecord)
        #expect(records.filter { $0.kind == .mostReps }.map(\.valueHundredths) == [600])
        #expect(records.filter { $0.kind == .mostReps }.map(\.weightHundredths) == [10_206])
        #expect(!records.contains { $0.kind == .heaviestWeight })
    }

    @Test("Most reps needs an earlier set at the same weight; the first set at a weight is a baseline")
    func mostRepsAtAWeight() {
        var history = History()
        history.add(session: 1, weight: 100, reps: 5)
        history.add(session: 2, weight: 90, reps: 8)
        history.add(session: 3, weight: 90, reps: 9)
        let reps = history.records().history.filter { $0.kind == .mostReps }
        #expect(reps.map(\.isRecord) == [false, false, true])
        #expect(reps.last?.previousHundredths == 800)
    }

    @Test("Session volume: a session that beats every earlier one is a record, with its whole volume")
    func sessionVolume() {
        var history = History()
        history.add(session: 1, weight: 100, reps: 5)
        history.add(session: 1, weight: 100, reps: 5)
        history.add(session: 2, weight: 100, reps: 5)
        history.add(session: 2, weight: 100, reps: 5)
        history.add(session: 2, weight: 50, reps: 2)
        let sessions = history.records().history.filter { $0.kind == .sessionVolume }
        #expect(sessions.map(\.isRecord) == [false, true])
        #expect(sessions.last?.valueHundredths == 110_000)
        #expect(sessions.last?.previousHundredths == 100_000)
        #expect(sessions.last?.set == 0)
    }

    @Test("Warm-ups, sets without weight and sets outside liftd's ranges hold no record")
    func nonCountingSets() {
        var history = History()
        history.add(session: 1, weight: 100, reps: 5)
        history.add(session: 2, weight: 300, reps: 1, kind: .warmUp)
        history.add(session: 2, weight: nil, reps: 20)
        history.add(session: 3, weight: 5_000, reps: 1)
        #expect(history.records().history.filter(\.isRecord).isEmpty)
    }

    @Test("The estimate follows the configured formula and cap: above the cap a set earns no estimate")
    func configuredEstimate() {
        var history = History()
        history.add(session: 1, weight: 100, reps: 5)
        history.add(session: 2, weight: 90, reps: 12)
        history.add(session: 3, weight: 100, reps: 6)
        let brzycki = OneRepMaxEstimate(formula: .brzycki, repCap: 10)
        let estimates = history.records(brzycki).history.filter { $0.kind == .estimatedOneRepMax }
        #expect(estimates.map(\.valueHundredths) == [Hundredths.of(112.5), Hundredths.of(100 * 36 / 31.0)])
        let wideCap = OneRepMaxEstimate(formula: .brzycki, repCap: 12)
        let wide = history.records(wideCap).history.filter { $0.kind == .estimatedOneRepMax && $0.isRecord }
        #expect(wide.map(\.set) == [2])
    }

    @Test("Sets given out of order are taken in session order")
    func sessionOrder() {
        var history = History()
        history.add(session: 3, weight: 110, reps: 1)
        history.add(session: 1, weight: 100, reps: 1)
        let heaviest = history.records().history.filter { $0.kind == .heaviestWeight }
        #expect(heaviest.map(\.isRecord) == [false, true])
        #expect(heaviest.last?.workout == 3)
    }

    @Test("Hundredths round halves up, so 0.125 kg is 13 hundredths")
    func hundredths() {
        #expect(Hundredths.of(0.125) == 13)
        #expect(Hundredths.of(102.058_283_3) == 10_206)
        #expect(Hundredths.value(10_206) == 102.06)
    }
}
