import Foundation
import Workouts
@testable import Plugins

/// 2025-W38's first instant, Monday 15 September 2025 00:00 UTC: the harness's week.
let week38Start = Date(timeIntervalSince1970: 1_757_894_400)

/// What `volume` credits the muscle groups of an exercise with `sets`, `reps` and `kilograms`:
/// all of it to each of `whole` (the catalog's primary muscles), half to each of `half` (its
/// secondary ones), listed by group name as the reply lists them.
func credits(
    _ whole: [MuscleGroup], half: [MuscleGroup], sets: Double, reps: Double, kilograms: Double
) -> [MuscleGroupVolume] {
    let shares = whole.map { ($0, 1.0) } + half.map { ($0, 0.5) }
    return shares.map { group, share in
        MuscleGroupVolume(muscleGroup: group, sets: share * sets, reps: share * reps, volumeKilograms: share * kilograms)
    }.sorted { $0.muscleGroup.rawValue < $1.muscleGroup.rawValue }
}

/// `volume week=2025-W38`'s reply over `insertTwoWeeks` under `rules`, its groups marked
/// against `targets`. That week holds bench 102.5 × 3 and 95 × 5 (782.5 kg) after a 60 × 10
/// warm-up, credited to the chest whole and the shoulders and triceps by half, and Mystery
/// Press 20 × 10, which no catalog maps; targets count working sets only.
func twoWeeksVolume(_ rules: VolumeRules = VolumeRules(), targets: VolumeTargets) -> VolumeUseCase.Reply {
    let working = (sets: 2, reps: 8, kilograms: 782.5)
    let bench = rules.countsWarmUps ? (sets: 3, reps: 18, kilograms: 1_382.5) : working
    func benchCredits(_ totals: (sets: Int, reps: Int, kilograms: Double)) -> [MuscleGroupVolume] {
        credits([.chest], half: [.shoulders, .triceps], sets: Double(totals.sets), reps: Double(totals.reps),
                kilograms: totals.kilograms)
    }
    return VolumeUseCase.Reply(
        week: "2025-W38", from: week38Start, to: week38Start + 7 * 86_400, timeZone: "UTC", rules: rules,
        exercises: [
            ExerciseVolume(exercise: "Bench Press (Barbell)", sets: bench.sets, reps: bench.reps, volumeKilograms: bench.kilograms),
            ExerciseVolume(exercise: "Mystery Press", sets: 1, reps: 10, volumeKilograms: 200),
        ],
        muscleGroups: benchCredits(bench), unmapped: ["Mystery Press"], volumeNotes: [], excluded: [],
        targets: targets.marks(for: benchCredits(working)))
}
