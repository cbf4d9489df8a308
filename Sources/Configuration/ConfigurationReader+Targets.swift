import MessageText
import Workouts

/// The `targets:` section: weekly working-set ranges per muscle group.
extension ConfigurationReader {
    /// `targets: {chest: 10-20, …}`: each key a muscle group, each value a range of sets.
    /// A problem is reported at the key or value and that entry is left out.
    mutating func readTargets(_ node: ConfigNode?) -> [MuscleGroup: SetTarget] {
        guard let node, let entries = problems.attempt({ () throws(ConfigurationProblem) in try node.mapping("targets") })
        else { return [:] }
        let names = MuscleGroup.allCases.map(\.rawValue)
        var targets: [MuscleGroup: SetTarget] = [:]
        for entry in entries {
            guard let muscle = MuscleGroup(named: entry.key) else {
                problems.add(
                    "targets: unknown muscle group '\(entry.key)'\(Suggestion.hint(for: entry.key, in: names)); "
                        + "expected one of " + names.joined(separator: ", "), at: entry.keyLocation)
                continue
            }
            guard let text = entry.value.scalar, !entry.value.isNull, let target = SetTarget(text) else {
                let found = entry.value.scalar.map { "'\($0)'" } ?? entry.value.kindDescription
                problems.add(
                    "'targets.\(entry.key)': expected a range of weekly sets like 10-20 (from 0 to 1000, "
                        + "the first not above the second), found \(found)", at: entry.value.location)
                continue
            }
            targets[muscle] = target
        }
        return targets
    }
}
