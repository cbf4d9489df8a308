/// Reads one field of a cron expression into the set of values it allows.
///
/// The grammar is Debian cron's: `*`, numbers, three-letter names, ranges `a-b`, steps on
/// `*`, on ranges and on a single start value (`5/10` means 5, 15, 25, …), and lists.
/// Works on the field's UTF-8 bytes: expressions are parsed often (previews, benchmarks).
struct CronFieldParser {
    let field: CronField
    let bytes: ArraySlice<UInt8>

    /// The allowed values as a bit set: bit `n` set when value `n` is allowed.
    func parse() throws(CronExpressionError) -> UInt64 {
        var values: UInt64 = 0
        var itemStart = bytes.startIndex
        while true {
            let itemEnd = bytes[itemStart...].firstIndex(of: .comma) ?? bytes.endIndex
            values |= try parseItem(bytes[itemStart..<itemEnd])
            guard itemEnd < bytes.endIndex else { return values }
            itemStart = itemEnd + 1
        }
    }

    private func parseItem(_ item: ArraySlice<UInt8>) throws(CronExpressionError) -> UInt64 {
        guard !item.isEmpty else { throw failure(.emptyItem) }
        var base = item
        var step = 1
        if let slash = item.firstIndex(of: .slash) {
            base = item[..<slash]
            step = try parseStep(item[(slash + 1)...])
        }
        let bounds = try parseBounds(base, stepped: base.endIndex != item.endIndex)
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
    private func parseBounds(_ base: ArraySlice<UInt8>, stepped: Bool) throws(CronExpressionError) -> ClosedRange<Int> {
        if base.count == 1, base.first == .asterisk { return field.allowedValues }
        let hyphen = base.firstIndex(of: .hyphen)
        if hyphen == base.startIndex { try refuseNegativeValue(base) }
        let start = try parseValue(base[..<(hyphen ?? base.endIndex)])
        guard let hyphen else {
            // Debian: a single value with a step runs from that value to the field's end.
            // (Deliberate difference: cronsim also reads a one-value range "5-5/2" that way;
            // Debian cron, and liftd, read it as 5 alone.)
            return stepped ? start...field.allowedValues.upperBound : start...start
        }
        let end = try parseValue(base[(hyphen + 1)...])
        guard start <= end else { throw failure(.reversedRange(String(decoding: base, as: UTF8.self))) }
        return start...end
    }

    private func parseValue(_ text: ArraySlice<UInt8>) throws(CronExpressionError) -> Int {
        if text.count == 3, let named = field.value(named: text) { return named }
        guard let value = Self.number(text) else {
            throw failure(.notAValue(String(decoding: text, as: UTF8.self)))
        }
        guard field.allowedValues.contains(value) else {
            throw failure(.outOfRange(String(decoding: text, as: UTF8.self)))
        }
        return value
    }

    /// A base starting with `-` reads as a range with no start; when digits follow, it was
    /// meant as a negative number, and is refused as one (`-1 is out of range`).
    private func refuseNegativeValue(_ base: ArraySlice<UInt8>) throws(CronExpressionError) {
        let magnitude = base.dropFirst().prefix { $0 != .hyphen }
        guard Self.number(magnitude) != nil else { return }
        throw failure(.outOfRange(String(decoding: base[..<magnitude.endIndex], as: UTF8.self)))
    }

    private func parseStep(_ text: ArraySlice<UInt8>) throws(CronExpressionError) -> Int {
        guard let step = Self.number(text), step > 0 else {
            throw failure(.invalidStep(String(decoding: text, as: UTF8.self)))
        }
        return step
    }

    /// The value of a run of ASCII digits, saturating at `Int.max`; nil when not all digits.
    private static func number(_ text: ArraySlice<UInt8>) -> Int? {
        guard !text.isEmpty else { return nil }
        var value = 0
        for byte in text {
            guard byte >= .zero, byte <= .nine else { return nil }
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = shifted.addingReportingOverflow(Int(byte - .zero))
            value = overflowShift || overflowSum ? Int.max : sum
        }
        return value
    }

    private func failure(_ problem: CronFieldProblem) -> CronExpressionError {
        .invalidField(field, text: String(decoding: bytes, as: UTF8.self), problem: problem)
    }
}

extension UInt8 {
    static let comma = UInt8(ascii: ",")
    static let slash = UInt8(ascii: "/")
    static let hyphen = UInt8(ascii: "-")
    static let asterisk = UInt8(ascii: "*")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
}
