/// The lines in which two values' dumps differ: what a failed expectation shows instead of
/// two whole values, `−` for a line only the expected value has, `+` for one only the
/// actual value has.
struct ValueDifference: CustomStringConvertible {
    /// The changed lines, in order, each marked `−` or `+`.
    let lines: [String]

    /// The difference between `expected` and `actual`, line by line of their dumps.
    init(expected: Any, actual: Any) {
        lines = Self.changedLines(Self.dumped(expected), Self.dumped(actual))
    }

    var description: String {
        guard !lines.isEmpty else { return "  (the values differ in something their dumps do not show)" }
        return lines.joined(separator: "\n")
    }

    /// `value` dumped, one line a field.
    static func dumped(_ value: Any) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n").map(String.init)
    }

    /// The most lines compared pairwise: past it, the lines between the common start and end
    /// are all shown as changed rather than matched.
    private static let comparisonBudget = 4_000_000

    /// The lines of `old` and `new` outside their longest common subsequence, in order.
    private static func changedLines(_ old: [String], _ new: [String]) -> [String] {
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var end = 0
        while end < old.count - start, end < new.count - start, old[old.count - 1 - end] == new[new.count - 1 - end] {
            end += 1
        }
        let removed = Array(old[start..<(old.count - end)])
        let added = Array(new[start..<(new.count - end)])
        guard removed.count * added.count <= comparisonBudget else {
            return removed.map { "− " + $0 } + added.map { "+ " + $0 }
        }
        // common[i][j]: the longest common subsequence of removed[i...] and added[j...].
        var common = Array(repeating: Array(repeating: 0, count: added.count + 1), count: removed.count + 1)
        for i in stride(from: removed.count - 1, through: 0, by: -1) {
            for j in stride(from: added.count - 1, through: 0, by: -1) {
                common[i][j] = removed[i] == added[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var (i, j) = (0, 0)
        while i < removed.count || j < added.count {
            if i < removed.count, j < added.count, removed[i] == added[j] {
                (i, j) = (i + 1, j + 1)
            } else if j == added.count || (i < removed.count && common[i + 1][j] >= common[i][j + 1]) {
                result.append("− " + removed[i])
                i += 1
            } else {
                result.append("+ " + added[j])
                j += 1
            }
        }
        return result
    }
}
