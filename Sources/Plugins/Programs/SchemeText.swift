import Workouts

/// Set schemes as people read them: `5×5`, `3×8-12`, `2×15, 1×15-25+`.
enum SchemeText {
    /// `sets`, runs of equal sets written once with their count.
    static func text(of sets: [PrescribedSet]) -> String {
        runs(of: sets).map { set, count in "\(count)×\(reps(set.reps, upTo: set.repsMax, amrap: set.amrap))" }
            .joined(separator: ", ")
    }

    /// `items` as runs of equal neighbours, each with its length: how sets are written once.
    static func runs<Item: Equatable>(of items: [Item]) -> [(item: Item, count: Int)] {
        var runs: [(item: Item, count: Int)] = []
        for item in items {
            if let last = runs.last, last.item == item { runs[runs.count - 1].count += 1 } else { runs.append((item, 1)) }
        }
        return runs
    }

    /// A set's reps as written: `5`, `8-12`, `5+`.
    static func reps(_ reps: Int, upTo top: Int?, amrap: Bool) -> String {
        (top.map { "\(reps)-\($0)" } ?? "\(reps)") + (amrap ? "+" : "")
    }

    /// `kilograms` in `unit` to 0.1, a whole number without its `.0`: `100 kg`, `2.5 kg`, `225 lb`.
    static func weight(_ kilograms: Double, in unit: WeightUnit) -> String {
        DecimalText.trimmed(unit.value(fromKilograms: kilograms), digits: 1) + " " + unit.symbol
    }
}
