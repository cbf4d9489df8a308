import Foundation
import Testing
import Workouts

private let day = 86_400.0
private let origin = Date(timeIntervalSince1970: 1_700_000_000)

/// The records of one exercise of `load` from `sets`: (session, logged weight, reps, bodyweight known).
private func records(_ load: LoadType, _ sets: [(Int, Double?, Int, Double?)]) -> PersonalRecords {
    let recorded = sets.enumerated().map { index, set in
        RecordedSet(id: SetID(index + 1), workout: WorkoutID(set.0), workoutStart: origin + Double(set.0) * day,
                    set: WorkoutSet(exercise: "Lift", weightKilograms: set.1, reps: set.2), bodyweightKilograms: set.3)
    }
    return PersonalRecords(sets: recorded, estimate: .standard, load: load)
}

/// The records set (baselines left out) as (kind, value, previous) in kg or reps.
private func set(_ records: PersonalRecords) -> [String] {
    records.history.filter(\.isRecord).map {
        "\($0.kind.rawValue) \(Hundredths.value($0.valueHundredths)) was \(Hundredths.value($0.previousHundredths ?? -1))"
    }
}

@Suite("Records by load type")
struct LoadTypeRecordsTests {
    @Test("Assisted: less assistance is the record; estimate and volumes count bodyweight − assistance")
    func assistedLessIsBetter() {
        let result = records(.assisted, [(1, 30, 8, 80), (2, 25, 8, 80), (3, 35, 8, 80)])
        #expect(Set(set(result)) == [
            "least-assistance 25.0 was 30.0", "set-volume 440.0 was 400.0", "estimated-one-rep-max 69.67 was 63.33",
            "session-volume 440.0 was 400.0",
        ])
        #expect(set(result).count == 4)
        #expect(result.tracker.bests[.heaviestWeight] == nil)
        #expect(result.tracker.bests[.leastAssistance]?.valueHundredths == 2_500)
        // (80 − 25) × (1 + 8/30) = 69.67: the easier set with 35 kg of help beats nothing.
        #expect(result.tracker.bests[.estimatedOneRepMax]?.valueHundredths == 6_967)
    }

    @Test("Assisted without a bodyweight: least assistance and reps only, no estimate or volume")
    func assistedWithoutBodyweight() {
        let result = records(.assisted, [(1, 30, 8, nil), (2, 20, 8, nil), (3, 0, 5, nil), (4, nil, 6, nil)])
        #expect(Set(set(result)) == ["least-assistance 20.0 was 30.0", "least-assistance 0.0 was 20.0", "most-reps 6.0 was 5.0"])
        #expect(set(result).count == 3)
        #expect(result.tracker.bests[.estimatedOneRepMax] == nil && result.tracker.sessionBest == nil)
    }

    @Test("An estimate first known once a bodyweight is sets no record: it had nothing to beat")
    func firstEstimateIsABaseline() {
        let result = records(.assisted, [(1, 30, 8, nil), (2, 30, 8, 80), (3, 30, 9, 80)])
        #expect(Set(set(result)) == ["most-reps 9.0 was 8.0", "set-volume 450.0 was 400.0", "estimated-one-rep-max 65.0 was 63.33",
                                     "session-volume 450.0 was 400.0"])
        #expect(set(result).count == 4)
        #expect(result.history.contains { $0.kind == .estimatedOneRepMax && $0.workout == 2 && !$0.isRecord })
        #expect(!result.history.contains { $0.workout == 2 && $0.isRecord })
    }

    @Test("Bodyweight and weighted bodyweight: heaviest added weight, reps at bodyweight alone, estimate of bodyweight + added")
    func bodyweightAddsTheBody() {
        for load in [LoadType.bodyweight, .weightedBodyweight] {
            let result = records(load, [(1, nil, 10, 80), (2, nil, 12, 80), (3, 10, 5, 80), (4, 15, 5, 80)])
            #expect(result.tracker.mostReps[0]?.valueHundredths == 1_200, "\(load)")
            #expect(result.tracker.bests[.heaviestWeight]?.valueHundredths == 1_500, "\(load)")
            // 95 × (1 + 5/30) = 110.83 beats 80 × (1 + 10/30) = 106.67 and 90 × (1 + 5/30) = 105.
            #expect(result.tracker.bests[.estimatedOneRepMax]?.valueHundredths == 11_083, "\(load)")
            #expect(set(result).contains("heaviest-weight 15.0 was 10.0"), "\(load)")
            #expect(set(result).contains("most-reps 12.0 was 10.0"), "\(load)")
        }
    }

    @Test("External lifts keep counting only sets with a weight above 0")
    func externalNeedsAWeight() {
        let result = records(.external, [(1, 0, 10, 80), (2, 10, 8, 80), (3, nil, 12, 80)])
        #expect(set(result) == [], "the first set with a weight is a baseline, 0 kg and no weight do not count")
        #expect(result.tracker.firstSession?.workout == 2)
    }

    @Test("The weight a set moves by load type")
    func liftedWeight() {
        #expect(LoadType.external.liftedKilograms(logged: 50, bodyweight: 80) == 50)
        #expect(LoadType.external.liftedKilograms(logged: 0, bodyweight: 80) == nil)
        #expect(LoadType.assisted.liftedKilograms(logged: 30, bodyweight: 80) == 50)
        #expect(LoadType.assisted.liftedKilograms(logged: 90, bodyweight: 80) == nil)
        #expect(LoadType.assisted.liftedKilograms(logged: 30, bodyweight: nil) == nil)
        #expect(LoadType.weightedBodyweight.liftedKilograms(logged: 20, bodyweight: 80) == 100)
        #expect(LoadType.bodyweight.liftedKilograms(logged: nil, bodyweight: 80) == 80)
    }
}
