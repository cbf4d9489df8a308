import Foundation
import Testing
import Workouts
@testable import Plugins

@Suite("ExerciseRows: an exercise page's rows, kept as values and as rendered lines")
struct ExerciseRowsTests {
    private let cells = PageCells(units: .kilograms, page: "exercises/squat.html")

    private func rows(_ weeks: Range<Int>) -> [ExerciseTrendWeek] {
        weeks.map { index in
            var row = ExerciseTrendWeek(week: WeekIdentifier(year: 2020 + index / 52, week: 1 + index % 52))
            row.sets = index % 5 + 1
            row.volumeKilograms = Double(index) * 10
            return row
        }
    }

    @Test("Rows appended in steps equal rows appended at once: the last 52 as values, the rest rendered newest first")
    func stepsEqualOnce() {
        var once = ExerciseRows()
        once.append(rows(0..<130), cells: cells)
        var steps = ExerciseRows()
        for range in [0..<30, 30..<51, 51..<53, 53..<54, 54..<130] { steps.append(rows(range), cells: cells) }
        #expect(steps == once)
        #expect(once.recent == rows(78..<130))
        let lines = once.olderTable.split(separator: "\n").map(String.init)
        #expect(lines == rows(0..<78).reversed().map { ExercisePage.row($0, cells: cells) })
    }
}
