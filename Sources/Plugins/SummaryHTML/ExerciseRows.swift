import Workouts

/// An exercise's week rows as its page keeps them: the last `kept` as values (the chart's
/// weeks and the table's newest rows), the older ones only as the table's rendered rows,
/// newest first. A page goes on from them without reading or rendering old weeks again,
/// and rows appended in any number of steps give the same rows as appended at once.
struct ExerciseRows: Equatable {
    /// How many of the last weeks are kept as values: the chart's weeks.
    static let kept = 52

    /// The last weeks trained, oldest first, `kept` at most.
    var recent: [ExerciseTrendWeek] = []
    /// The table's rows of the weeks before `recent`, one line each, newest first.
    var olderTable = ""

    /// Appends `rows` (newer than every row so far, oldest first); rows leaving `recent`
    /// are rendered with `cells` onto the front of `olderTable`.
    mutating func append(_ rows: [ExerciseTrendWeek], cells: PageCells) {
        recent += rows
        guard recent.count > Self.kept else { return }
        let leaving = recent.count - Self.kept
        let lines = recent.prefix(leaving).reversed().map { ExercisePage.row($0, cells: cells) }
        olderTable = (lines + (olderTable.isEmpty ? [] : [olderTable])).joined(separator: "\n")
        recent.removeFirst(leaving)
    }
}
