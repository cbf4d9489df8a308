import MessageText
import Workouts

/// The values inside a lift: set schemes, progression rules, amounts per unit, percentages.
extension ProgramFileReader {
    /// The sets of one scheme (`5x5`) or of a list of them (`[2x15, 1x15-25+]`).
    mutating func schemes(_ node: ConfigNode, key: String) -> [PrescribedSet] {
        let parts = node.items ?? [node]
        var sets: [PrescribedSet] = []
        for part in parts {
            guard let text = problems.attempt({ () throws(ConfigurationProblem) in try part.text(key) }) else { continue }
            do {
                sets += try SetScheme.parse(text)
            } catch {
                problems.add("'\(key)': \(error.description)", at: part.location)
            }
        }
        if sets.count > SetScheme.maximumSets {
            problems.add("'\(key)': \(sets.count) sets; at most \(SetScheme.maximumSets) a lift", at: node.location)
        }
        return sets
    }

    /// The rule of `progression: {rule: linear, failures: 3, deload: 90%}` and its kin.
    mutating func progression(_ node: ConfigNode) -> ProgressionRule {
        let fallback = ProgressionRule.linear(failuresBeforeDeload: 3, deloadPercent: 90)
        let names = ["linear", "double", "stages", "cycle"]
        guard let ruleNode = node["rule"], let name = problems.attempt({ () throws(ConfigurationProblem) in
            try ruleNode.text("rule") }) else {
            problems.add("'progression' needs 'rule': one of " + names.joined(separator: ", "), at: node.location)
            return fallback
        }
        switch name {
        case "linear":
            node.checkKeys(["rule", "failures", "deload"], in: "progression", into: &problems)
            let failures = node["failures"].flatMap { value in problems.attempt { () throws(ConfigurationProblem) in
                try value.integer("failures", in: 1...20) } } ?? 3
            return .linear(failuresBeforeDeload: failures, deloadPercent: percent(node["deload"], key: "deload") ?? 90)
        case "double":
            node.checkKeys(["rule"], in: "progression", into: &problems)
            return .double
        case "stages":
            node.checkKeys(["rule", "stages", "restart"], in: "progression", into: &problems)
            let stages = list(node["stages"], key: "stages", in: node)
            return .stages(stages, restartPercent: percent(node["restart"], key: "restart") ?? 85)
        case "cycle":
            node.checkKeys(["rule", "weeks", "failure"], in: "progression", into: &problems)
            let weeks = list(node["weeks"], key: "weeks", in: node)
            return .cycle(weeks: weeks, failurePercent: percent(node["failure"], key: "failure") ?? 90)
        default:
            problems.add(
                "'rule': unknown rule '\(name)'\(Suggestion.hint(for: name, in: names)); expected one of "
                    + names.joined(separator: ", "), at: ruleNode.location)
            return fallback
        }
    }

    /// The schemes of `stages:` or `weeks:`, each item one scheme or a list of them.
    private mutating func list(_ node: ConfigNode?, key: String, in progression: ConfigNode) -> [[PrescribedSet]] {
        guard let node, let items = node.items, !items.isEmpty, items.count <= 52 else {
            problems.add("'\(key)': expected a list of 1 to 52 set schemes", at: node?.location ?? progression.location)
            return []
        }
        return items.map { schemes($0, key: key) }
    }

    /// The amount for this unit of `{kg: 2.5, lb: 5}`: the unit's key must be there.
    mutating func amount(_ node: ConfigNode, key: String) -> Double? {
        node.checkKeys(["kg", "lb"], in: key, into: &problems)
        guard let value = node[unit.rawValue] else {
            problems.add("'\(key)': expected a map of the amount in each unit, like {kg: 2.5, lb: 5}; "
                + "no '\(unit.rawValue)' amount is given", at: node.location)
            return nil
        }
        guard let text = value.scalar, let number = Double(text), number >= 0, number <= 100 else {
            problems.add("'\(key).\(unit.rawValue)': expected a number from 0 to 100, found \(value.kindDescription)",
                         at: value.location)
            return nil
        }
        return number
    }

    /// A percentage, `90%` or `90`, above 0 and at most 100.
    private mutating func percent(_ node: ConfigNode?, key: String) -> Double? {
        guard let node else { return nil }
        let text = node.scalar.map { $0.hasSuffix("%") ? String($0.dropLast()) : $0 }
        guard let number = text.flatMap(Double.init), number > 0, number <= 100 else {
            problems.add("'\(key)': expected a percentage above 0 and at most 100, like 90%, found \(node.kindDescription)",
                         at: node.location)
            return nil
        }
        return number
    }
}
