import Workouts

extension ConfigurationReader {
    static let estimatedMaxKeys = ["formula", "rep-cap"]

    /// `estimated-max: {formula: epley, rep-cap: 10}`: how one-rep maxima are estimated.
    /// An unknown formula, or a cap outside 1...36 (Brzycki divides by 37 − reps), is
    /// reported at the value.
    mutating func readEstimatedMax(_ node: ConfigNode?) -> OneRepMaxEstimate {
        var estimate = OneRepMaxEstimate.standard
        guard let node,
              problems.attempt({ () throws(ConfigurationProblem) in try node.mapping("estimated-max") }) != nil
        else { return estimate }
        node.checkKeys(Self.estimatedMaxKeys, in: "estimated-max", into: &problems)
        if let value = node["formula"], let formula = problems.attempt({ () throws(ConfigurationProblem) in
            try value.choice("estimated-max.formula", of: OneRepMaxEstimate.Formula.self)
        }) {
            estimate.formula = formula
        }
        if let value = node["rep-cap"], let cap = problems.attempt({ () throws(ConfigurationProblem) in
            try Self.repCap(value)
        }) {
            estimate.repCap = cap
        }
        return estimate
    }

    private static func repCap(_ node: ConfigNode) throws(ConfigurationProblem) -> Int {
        let caps = OneRepMaxEstimate.validRepCaps
        guard let cap = node.scalar.flatMap({ Int($0) }), caps.contains(cap) else {
            throw ConfigurationProblem(
                "'estimated-max.rep-cap': expected a whole number from \(caps.lowerBound) to \(caps.upperBound) "
                    + "(Brzycki's formula needs fewer than 37 reps), found \(node.scalar.map { "'\($0)'" } ?? node.kindDescription)",
                at: node.location)
        }
        return cap
    }
}
