import Foundation
import JSONValues
import Testing
import Workouts

private let origin = Date(timeIntervalSince1970: 1_700_000_000)

/// 151.953 6 kg × 3 by Epley: an estimate of 167.148 96 kg, which is 167.15 in hundredths.
private let nearHalf = 151.953_6

/// The records of a bench press with a first session of 100 kg × 3 and a second of `weight` × 3.
private func benchRecords(second weight: Double) -> ExerciseRecords {
    let sets = [(1, 100.0), (2, weight)].map { workout, weight in
        RecordedSet(id: SetID(workout), workout: WorkoutID(workout), workoutStart: origin + Double(workout) * 86_400,
                    set: WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: weight, reps: 3))
    }
    let records = PersonalRecords(sets: sets, estimate: .standard, load: .external)
    return ExerciseRecords(exercise: "Bench Press (Barbell)", tracker: records.tracker, history: records.history)
}

@Suite("Record values rounded once")
struct ExactRecordValueTests {
    @Test("An estimate of 167.149 kg reads 167.1 kg (not 167.15 rounded again to 167.2) and is 167.15 in JSON")
    func estimateRoundedOnce() throws {
        let records = benchRecords(second: nearHalf)
        let estimate = try #require(records.history.first { $0.kind == .estimatedOneRepMax })
        let current = try #require(records.current.first { $0.kind == .estimatedOneRepMax })
        #expect(abs(estimate.value - 167.148_96) < 1e-9)
        #expect(current.value == estimate.value)
        #expect(estimate.text(in: .kilograms) == "estimated one-rep max 167.1 kg (was 110.0 kg)")
        #expect(current.valueText(in: .kilograms) == "167.1 kg")
        #expect(try JSONOutput.line(estimate).contains("\"value\":167.15"))
        #expect(try JSONOutput.line(current).contains("\"value\":167.15"))
    }

    @Test("Values are still compared in hundredths: an estimate equal to the best in hundredths is no record")
    func comparedInHundredths() throws {
        // 151.954 × 1.1 = 167.1494: 167.15 in hundredths, as the first 167.148 96 was.
        let sets = [(1, 100.0), (2, nearHalf), (3, 151.954)].map { workout, weight in
            RecordedSet(id: SetID(workout), workout: WorkoutID(workout), workoutStart: origin + Double(workout) * 86_400,
                        set: WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: weight, reps: 3))
        }
        let records = PersonalRecords(sets: sets, estimate: .standard, load: .external)
        let estimates = records.history.filter { $0.kind == .estimatedOneRepMax && $0.isRecord }
        #expect(estimates.map(\.workout) == [2])
        #expect(records.tracker.bests[.estimatedOneRepMax]?.workout == 2)
    }
}
