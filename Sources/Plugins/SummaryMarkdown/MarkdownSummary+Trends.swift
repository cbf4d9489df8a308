import Workouts

extension MarkdownSummary {
    /// The section on each muscle group's working sets against its target and its average
    /// over the four weeks before; empty when there is nothing to show.
    static func targetLines(_ summary: WeeklySummary) -> [String] {
        let averages = Dictionary(summary.averageOfFourWeeksBefore.map { ($0.muscleGroup, $0) }, uniquingKeysWith: { a, _ in a })
        let targets = Dictionary(summary.targets.map { ($0.muscleGroup, $0) }, uniquingKeysWith: { a, _ in a })
        let groups = Set(averages.keys).union(targets.keys).union(summary.muscleGroups.map(\.muscleGroup)).sorted()
        guard !groups.isEmpty else { return [] }
        let current = Dictionary(summary.muscleGroups.map { ($0.muscleGroup, $0.current) }, uniquingKeysWith: { a, _ in a })
        var lines = ["", "## Targets", "",
                     "Working sets this week against the weekly target, beside the average of the four weeks before:", "",
                     "| Muscle group | Sets | Average of 4 weeks before | Target | Standing |",
                     "|---|---:|---:|---:|---|"]
        for group in groups {
            let sets = targets[group]?.sets ?? current[group]?.sets ?? 0
            let average = averages[group].map { DecimalText.trimmed($0.sets, digits: 1) } ?? "0"
            let target = targets[group].map { $0.target.text } ?? "–"
            let standing = targets[group].map { $0.standing.rawValue } ?? "–"
            lines.append("| \(group.rawValue) | \(DecimalText.trimmed(sets, digits: 1)) | \(average) | \(target) | \(standing) |")
        }
        return lines
    }
}
