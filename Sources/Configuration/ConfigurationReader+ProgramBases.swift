import MessageText
import Workouts

extension ConfigurationReader {
    /// The most a training max or starting weight may be, in kilograms.
    static let maximumBaseKilograms = 1_000.0

    /// Each lift's base before the first session, in kilograms: `training-max` for the
    /// lifts whose sets are percentages of one, `starting-weight` for the others. A value
    /// is a number for every track of the exercise, or a map of track to number
    /// (`{T1: 100, T2: 70}`), in the config's `units`. Every lift needs its base.
    mutating func readBases(_ node: ConfigNode, of program: Program, section: String, units: WeightUnit) -> [LiftKey: Double] {
        var bases: [LiftKey: Double] = [:]
        for (key, trainingMax) in [("training-max", true), ("starting-weight", false)] {
            let lifts = program.lifts.filter { $0.usesTrainingMax == trainingMax }
            guard let map = node[key] else { continue }
            guard let entries = problems.attempt({ () throws(ConfigurationProblem) in try map.mapping("\(section).\(key)") })
            else { continue }
            for entry in entries {
                let named = lifts.filter { $0.key.exercise == entry.key }
                guard !named.isEmpty else {
                    let other = program.lifts.contains { $0.key.exercise == entry.key }
                    problems.add("'\(section).\(key)': " + (other
                        ? "'\(entry.key)' takes \(trainingMax ? "a starting-weight" : "a training-max") in this program"
                        : "the program has no lift '\(entry.key)'"
                            + Suggestion.hint(for: entry.key, in: lifts.map(\.key.exercise))),
                        at: entry.keyLocation)
                    continue
                }
                for (lift, kilograms) in values(entry.value, for: named, key: "\(section).\(key).\(entry.key)", units: units) {
                    bases[lift] = kilograms
                }
            }
        }
        let missing = program.lifts.filter { bases[$0.key] == nil }
        if !missing.isEmpty {
            let names = missing.map { lift in
                "\(lift.key) (\(lift.usesTrainingMax ? "training-max" : "starting-weight"))"
            }
            problems.add("'\(section)': give each lift its starting value; missing: " + names.joined(separator: ", "),
                         at: node.location)
        }
        return bases
    }

    /// The kilograms of one exercise's value for each of its `lifts` (tracks).
    private mutating func values(
        _ node: ConfigNode, for lifts: [ProgramLift], key: String, units: WeightUnit
    ) -> [(LiftKey, Double)] {
        guard let entries = node.entries else {
            return weight(node, key: key, units: units).map { kilograms in lifts.map { ($0.key, kilograms) } } ?? []
        }
        let tracks = lifts.compactMap(\.key.track)
        return entries.compactMap { entry in
            guard let lift = lifts.first(where: { $0.key.track == entry.key }) else {
                problems.add("'\(key)': no track '\(entry.key)'"
                    + (tracks.isEmpty ? "; this exercise has one, so give a number" : "; its tracks are "
                        + tracks.joined(separator: ", ")), at: entry.keyLocation)
                return nil
            }
            return weight(entry.value, key: "\(key).\(entry.key)", units: units).map { (lift.key, $0) }
        }
    }

    /// A weight from 0 to 1000 kg, written in `units`, as kilograms.
    private mutating func weight(_ node: ConfigNode, key: String, units: WeightUnit) -> Double? {
        let highest = units.value(fromKilograms: Self.maximumBaseKilograms)
        guard let number = node.scalar.flatMap(Double.init), number.isFinite, number >= 0, number <= highest else {
            problems.add("'\(key)': expected a weight in \(units.rawValue) from 0 to \(ShownNumber.inUnit(highest)), found "
                + node.kindDescription, at: node.location)
            return nil
        }
        return units.kilograms(number)
    }
}
