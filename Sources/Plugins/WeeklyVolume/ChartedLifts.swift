import Workouts

/// The lifts whose estimated one-rep max the weekly report, the site and the metrics follow
/// when `trend-lifts` names none: the big compound lifts the lifter trains. For each of
/// squat, bench press, deadlift and overhead press, the variant (free weights: its name
/// holds the lift's words and not `Machine`) with the most working sets in the twelve
/// weeks; when none of them is trained, the three exercises with the most working sets.
enum ChartedLifts {
    /// The words of each big lift's names, in the order charted; one match is enough.
    static let bigLifts: [[String]] = [
        ["squat"], ["bench press"], ["deadlift"], ["overhead press", "shoulder press", "military press", "push press"],
    ]

    /// `configured` when it names any, else the default lifts of `totals`.
    static func lifts(configured: [String], in totals: [DatedExerciseVolume]) -> [String] {
        guard configured.isEmpty else { return configured }
        var sets: [String: Int] = [:]
        for total in totals { sets[total.volume.exercise, default: 0] += total.volume.sets }
        let trained = sets.filter { $0.value > 0 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
        let big = bigLifts.compactMap { words in
            trained.first { name in
                let lowered = name.lowercased()
                return !lowered.contains("machine") && words.contains { lowered.contains($0) }
            }
        }
        return big.isEmpty ? Array(trained.prefix(3)) : big
    }
}
