import Workouts

/// Set schemes as people read them: `5×5`, `3×8-12`, `2×15, 1×15-25+`.
enum SchemeText {
    /// `sets`, runs of equal sets written once with their count.
    static func text(of sets: [PrescribedSet]) -> String {
        var runs: [(set: PrescribedSet, count: Int)] = []
        for set in sets {
            if let last = runs.last, last.set == set { runs[runs.count - 1].count += 1 } else { runs.append((set, 1)) }
        }
        return runs.map { run in
            let reps = run.set.repsMax.map { "\(run.set.reps)-\($0)" } ?? "\(run.set.reps)"
            return "\(run.count)×\(reps)\(run.set.amrap ? "+" : "")"
        }.joined(separator: ", ")
    }

    /// `kilograms` in `unit` to 0.1, a whole number without its `.0`: `100 kg`, `2.5 kg`, `225 lb`.
    static func weight(_ kilograms: Double, in unit: WeightUnit) -> String {
        DecimalText.trimmed(unit.value(fromKilograms: kilograms), digits: 1) + " " + unit.symbol
    }
}
