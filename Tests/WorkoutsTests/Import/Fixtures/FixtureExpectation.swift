import Foundation
import Testing
@testable import Workouts
import ZoneInfo

/// Checks one value of the fixture table against what was parsed, recording an issue that
/// names the value when it differs.
enum FixtureExpectation {
    static func check(_ value: FixtureTableRow.Value, export parsed: ParsedExport) {
        let counts = parsed.setCount + parsed.skippedRows.count + parsed.restTimerRows
        switch value.name {
        case "format": #expect(parsed.format.rawValue == value.text)
        case "workouts": #expect(parsed.workouts.count == Int(value.text))
        case "rows": #expect(counts == Int(value.text), "sets, skipped rows and rest timers add up to the data rows")
        case "sets": #expect(parsed.setCount == Int(value.text))
        case "skipped": #expect(parsed.skippedRows.count == Int(value.text), "skipped: \(parsed.skippedRows)")
        case "rest timers": #expect(parsed.restTimerRows == Int(value.text))
        default: Issue.record("export: has no value '\(value.name)'")
        }
    }

    static func check(_ value: FixtureTableRow.Value, set: WorkoutSet, of workout: Workout) {
        let text = value.text
        switch value.name {
        case "exercise": #expect(set.exercise == text)
        case "kind": #expect(set.kind.rawValue == text)
        case "weight kg": expect(set.weightKilograms, text, value.name)
        case "reps": #expect(set.reps == Int(text))
        case "rpe": expect(set.rpe, text, value.name)
        case "seconds": expect(set.durationSeconds, text, value.name)
        case "metres": expect(set.distanceMeters, text, value.name)
        case "volume kg": expect(set.volumeKilograms, text, value.name)
        case "note": #expect(set.notes == unescaped(text))
        case "workout": #expect(workout.name == text)
        case "workout note": #expect(workout.notes == unescaped(text))
        case "start": #expect(workout.start == date(text), "start")
        case "end": #expect(workout.end == (text == "none" ? nil : date(text)), "end")
        default: Issue.record("set: has no value '\(value.name)'")
        }
    }

    /// What line `line` became, for a failure message.
    static func outcome(of line: Int, in parsed: ParsedExport) -> String {
        if let skipped = parsed.skippedRows.first(where: { $0.line == line }) { return "skipped, \(skipped.reason)" }
        if parsed.restTimerLines.contains(line) { return "a rest timer" }
        if parsed.setLines.contains(where: { $0.contains(line) }) { return "a set" }
        return "no data row starts on it"
    }

    /// `expected` is `none` or a number equal to `actual` to nine significant digits.
    private static func expect(_ actual: Double?, _ expected: String, _ name: String) {
        guard expected != "none" else {
            #expect(actual == nil, "\(name)")
            return
        }
        guard let number = Double(expected), let actual else {
            Issue.record("\(name): expected \(expected), stored \(String(describing: actual))")
            return
        }
        #expect(abs(actual - number) <= 1e-9 * max(1, abs(number)), "\(name): expected \(expected), stored \(actual)")
    }

    private static func unescaped(_ text: String) -> String { text.replacingOccurrences(of: "\\n", with: "\n") }

    /// `YYYY-MM-DD HH:MM:SS` in UTC, read here rather than by the parser under test.
    private static func date(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { "- :".contains($0) }).compactMap { Int($0) }
        guard parts.count == 6 else { return nil }
        return LocalDateTime(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4], second: parts[5])
            .date(in: .utc)
    }
}
