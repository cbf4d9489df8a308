/// Reads one field of a cron expression into the set of values it allows.
///
/// The grammar is Debian cron's: `*`, numbers, three-letter names, ranges `a-b`, steps on
/// `*`, on ranges and on a single start value (`5/10` means 5, 15, 25, …), and lists.
struct CronFieldParser {
    let field: CronField
    let text: String

    /// The allowed values as a bit set: bit `n` set when value `n` is allowed.
    func parse() throws(CronExpressionError) -> UInt64 {
        var values: UInt64 = 0
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            values |= try parseItem(item)
        }
        return values
    }

    private func parseItem(_ item: Substring) throws(CronExpressionError) -> UInt64 {
        guard !item.isEmpty else { throw failure(.emptyItem) }
        let parts = item.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let step = try parts.count == 2 ? parseStep(parts[1]) : 1
        let bounds = try parseBounds(parts[0], stepped: parts.count == 2)
        var values: UInt64 = 0
        var value = bounds.lowerBound
        while value <= bounds.upperBound {
            values |= 1 << UInt64(value)
            let (next, overflow) = value.addingReportingOverflow(step)
            if overflow { break }
            value = next
        }
        return values
    }

    /// The range a list item covers before its step is applied.
    private func parseBounds(_ base: Substring, stepped: Bool) throws(CronExpressionError) -> ClosedRange<Int> {
        if base == "*" { return field.allowedValues }
        let ends = base.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let start = try parseValue(ends[0])
        guard ends.count == 2 else {
            // Debian: a single value with a step runs from that value to the field's end.
            return stepped ? start...field.allowedValues.upperBound : start...start
        }
        let end = try parseValue(ends[1])
        guard start <= end else { throw failure(.reversedRange(String(base))) }
        return start...end
    }

    private func parseValue(_ text: Substring) throws(CronExpressionError) -> Int {
        let upper = text.uppercased()
        if let index = field.names.firstIndex(of: upper) {
            return field.firstNamedValue + index
        }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw failure(.notAValue(String(text)))
        }
        guard let value = Int(text), field.allowedValues.contains(value) else {
            throw failure(.outOfRange(String(text)))
        }
        return value
    }

    private func parseStep(_ text: Substring) throws(CronExpressionError) -> Int {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw failure(.invalidStep(String(text)))
        }
        // A step longer than any field only keeps the first value; saturate instead of failing.
        let step = Int(text) ?? Int.max
        guard step > 0 else { throw failure(.invalidStep(String(text))) }
        return step
    }

    private func failure(_ problem: CronFieldProblem) -> CronExpressionError {
        .invalidField(field, text: text, problem: problem)
    }
}
