/// The order of a table's columns, by meaning rather than by spelling: what a row is (its
/// name, then when it was), then the figures people compare, then any other field in key
/// order, and last the ids people copy into a request. A key ranks by its meaning, its unit
/// label and kilogram suffix aside: `volume (lb)` and `volumeKilograms` rank as `volume`.
enum ColumnOrder {
    /// Fields that say which row is which, in the order they lead the table.
    static let naming = ["name", "exercise", "muscleGroup", "signal", "kind", "week", "date", "start", "end", "measuredAt"]
    /// The figures people compare, in the order they follow the naming fields, and what an
    /// exercise trains.
    static let figures = [
        "sets", "setCount", "weight", "reps", "topSet", "estimatedMax", "volume", "value", "previous",
        "target", "standing", "primaryMuscles", "secondaryMuscles", "load",
    ]
    /// Ids, for the next request rather than for reading: they end the table.
    static let identifying = ["id", "set", "workout"]

    /// `keys` in table order.
    static func ordered(_ keys: Set<String>) -> [String] {
        keys.sorted { left, right in
            let leftRank = rank(of: left), rightRank = rank(of: right)
            return leftRank == rightRank ? left < right : leftRank < rightRank
        }
    }

    /// The key's meaning: its name without ` (unit)` or the `Kilograms` suffix.
    static func meaning(of key: String) -> String {
        var name = Substring(key)
        if let space = name.firstIndex(of: " ") { name = name[..<space] }
        if name.hasSuffix("Kilograms"), name.count > "Kilograms".count { name = name.dropLast("Kilograms".count) }
        if name == "kilograms" { return "weight" }
        return String(name)
    }

    /// Naming fields first, then figures, then the rest together, then ids.
    private static func rank(of key: String) -> Int {
        let meaning = meaning(of: key)
        if let index = naming.firstIndex(of: meaning) { return index }
        if let index = figures.firstIndex(of: meaning) { return naming.count + index }
        if let index = identifying.firstIndex(of: meaning) { return naming.count + figures.count + 1 + index }
        return naming.count + figures.count
    }
}
