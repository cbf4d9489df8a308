import MessageText
import Workouts
import FoundationEssentials
import ZoneInfo

/// Typed reads of config values, each failing with a problem at the value's location that
/// says what `key` expected.
extension ConfigNode {
    func text(_ key: String) throws(ConfigurationProblem) -> String {
        try require(scalar.flatMap { isNull || $0.isEmpty ? nil : $0 }, key, expected: "a string")
    }

    func boolean(_ key: String) throws(ConfigurationProblem) -> Bool {
        try require(booleanValue, key, expected: "true or false")
    }

    /// A whole number within `range`; `reason` (such as "below max-clients") is added to the
    /// problem's wording when the range comes from another setting.
    func integer(_ key: String, in range: ClosedRange<Int>, reason: String? = nil) throws(ConfigurationProblem) -> Int {
        let because = reason.map { " (\($0))" } ?? ""
        return try require(
            scalar.flatMap { Int($0) }.flatMap { range.contains($0) ? $0 : nil }, key,
            expected: "a whole number from \(range.lowerBound) to \(range.upperBound)\(because)")
    }

    func duration(_ key: String) throws(ConfigurationProblem) -> Duration {
        try require(durationValue, key, expected: DurationText.expected)
    }

    /// A duration within `range`, refused at this node when it is none or outside it.
    func duration(_ key: String, in range: ClosedRange<Duration>) throws(ConfigurationProblem) -> Duration {
        try require(
            durationValue.flatMap { range.contains($0) ? $0 : nil }, key,
            expected: "a duration from \(DurationText.format(range.lowerBound)) to \(DurationText.format(range.upperBound))")
    }

    /// `value`, or when it is `nil` a problem at this node saying `key` expected `expected`.
    private func require<Value>(_ value: Value?, _ key: String, expected: String) throws(ConfigurationProblem) -> Value {
        guard let value else {
            throw ConfigurationProblem("'\(key)': expected \(expected), found \(kindDescription)", at: location)
        }
        return value
    }

    /// A zone by its name, loaded from the system's zoneinfo directory (`$TZDIR`, else
    /// `/usr/share/zoneinfo`); an unknown name is refused with the nearest names it lists.
    func timeZone(_ key: String, in directory: ZoneDirectory = .system) throws(ConfigurationProblem) -> Zone {
        let name = try text(key)
        do {
            return try directory.zone(named: name)
        } catch .noTimeZoneData(let path) {
            throw ConfigurationProblem(
                "'\(key)': unknown time zone '\(VisibleText.escaped(name))': no time zone data in \(path), so only UTC "
                    + "is known; install tzdata (or set TZDIR to a zoneinfo directory)",
                at: location)
        } catch .unknownZone, .invalidName {
            let hint = Suggestion.hint(for: name, in: directory.zoneNames())
            throw ConfigurationProblem(
                "'\(key)': unknown time zone '\(VisibleText.escaped(name))'\(hint); expected an IANA name like Europe/Berlin or UTC",
                at: location)
        } catch {
            throw ConfigurationProblem("'\(key)': time zone '\(VisibleText.escaped(name))' cannot be used: \(error)", at: location)
        }
    }

    /// A weight unit: `kg` or `lb` (and the spellings exports use, such as `lbs`).
    func weightUnit(_ key: String) throws(ConfigurationProblem) -> WeightUnit {
        let name = try text(key)
        guard let unit = WeightUnit(spelling: name) else {
            throw ConfigurationProblem(
                "'\(key)': unknown unit '\(name)'\(Suggestion.hint(for: name, in: ["kg", "lb"])); expected kg or lb",
                at: location)
        }
        return unit
    }

    func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String, of _: Choice.Type
    ) throws(ConfigurationProblem) -> Choice where Choice.RawValue == String {
        let name = try text(key)
        guard let value = Choice(rawValue: name) else {
            let valid = Choice.allCases.map(\.rawValue)
            throw ConfigurationProblem(
                "'\(key)': unknown value '\(name)'\(Suggestion.hint(for: name, in: valid)); expected one of "
                    + valid.joined(separator: ", "), at: location)
        }
        return value
    }

    func list(_ key: String) throws(ConfigurationProblem) -> [ConfigNode] {
        if isNull { return [] }
        guard let items else {
            throw ConfigurationProblem("'\(key)': expected a list, found \(kindDescription)", at: location)
        }
        return items
    }

    func mapping(_ key: String) throws(ConfigurationProblem) -> [MappingEntry] {
        if isNull { return [] }
        guard let entries else {
            throw ConfigurationProblem("'\(key)': expected a map, found \(kindDescription)", at: location)
        }
        return entries
    }

    func texts(_ key: String) throws(ConfigurationProblem) -> [String] {
        var values: [String] = []
        for item in try list(key) { values.append(try item.text(key)) }
        return values
    }

    /// Reports every key of this map not in `known`, suggesting the nearest known one.
    func checkKeys(_ known: [String], in section: String, into problems: inout ProblemCollector) {
        for entry in entries ?? [] where !known.contains(entry.key) {
            let place = section.isEmpty ? "at the top level" : "in '\(section)'"
            problems.add(
                "unknown key '\(entry.key)' \(place)\(Suggestion.hint(for: entry.key, in: known)); expected one of "
                    + known.joined(separator: ", "), at: entry.keyLocation)
        }
    }
}
