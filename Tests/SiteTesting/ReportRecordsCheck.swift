import Foundation
import Testing
import Workouts

/// Checks that the weekly report of `week` (its Markdown at `markdown`) and the site's index
/// list as the week's records exactly the `records` history entries of the workouts started
/// in `week` (UTC), by exercise, each exercise's in history order, in kilograms.
public func expectReportRecordsMatchHistory(
    _ site: PublishedSite, markdown: String, week: String, answers: SiteAnswers,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    var calendar = Calendar(identifier: .iso8601)
    calendar.timeZone = .gmt
    func weekOf(_ date: String) -> String? {
        guard let instant = ISO8601DateFormatter().date(from: date) else { return nil }
        let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: instant)
        return String(format: "%04d-W%02d", parts.yearForWeekOfYear ?? 0, parts.weekOfYear ?? 0)
    }
    func weight(_ kilograms: Double) -> String { DecimalText.fixed(kilograms, digits: 1) + " kg" }
    let names = ["heaviest-weight": "heaviest weight", "least-assistance": "least assistance",
                 "estimated-one-rep-max": "estimated one-rep max", "most-reps": "most reps",
                 "set-volume": "best set volume", "session-volume": "best session volume"]
    var expected: [String] = []
    for exercise in try await answers.volume(week).exercises.map(\.exercise).sorted() {
        for record in try await answers.records(exercise).history where weekOf(record.date) == week {
            let isReps = record.kind == "most-reps"
            let value = isReps ? DecimalText.trimmed(record.value, digits: 2) + " reps at " + weight(record.weight ?? 0)
                : weight(record.value)
            let previous = record.previous.map { isReps ? DecimalText.trimmed($0, digits: 2) : weight($0) } ?? "?"
            expected.append("\(exercise): \(names[record.kind] ?? record.kind) \(value) (was \(previous))")
        }
    }
    let reported = markdown.components(separatedBy: "\n## Records\n").dropFirst().first?
        .components(separatedBy: "\n## ").first?.split(separator: "\n").filter { $0.hasPrefix("- ") }
        .map { String($0.dropFirst(2)) } ?? []
    #expect(reported == expected, "\(week).md records against the records history", sourceLocation: sourceLocation)
    let index = PageFigures(try site.text("index.html"))
    let listed = try PageFigures.matches(#"<li data-record="[^"]*">([^<]*)</li>"#, in: index.section("week")).map { $0[0] }
    #expect(listed == expected.map { $0.replacingOccurrences(of: "&", with: "&amp;") },
            "the index's records of \(week) against the records history", sourceLocation: sourceLocation)
}
