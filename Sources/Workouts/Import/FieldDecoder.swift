
/// Reads typed values out of CSV fields without copying them into strings first.
struct FieldDecoder {
    let bytes: UnsafeBufferPointer<UInt8>

    /// A number field's content.
    enum Number: Equatable {
        case empty
        case value(Double)
        case invalid
    }

    private static let space = UInt8(ascii: " ")

    /// The field's bytes without surrounding spaces.
    func trimmed(_ field: CSVField) -> Range<Int> {
        var start = field.start
        var end = field.end
        while start < end, bytes[start] == Self.space { start += 1 }
        while end > start, bytes[end - 1] == Self.space { end -= 1 }
        return start..<end
    }

    /// The field as text, quotes undoubled, surrounding spaces kept.
    func string(_ field: CSVField) -> String {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[field.start..<field.end]), as: UTF8.self)
        return field.hasDoubledQuotes ? text.replacing("\"\"", with: "\"") : text
    }

    /// The field as text without surrounding spaces.
    func trimmedString(_ field: CSVField) -> String {
        let range = trimmed(field)
        return string(CSVField(start: range.lowerBound, end: range.upperBound, hasDoubledQuotes: field.hasDoubledQuotes))
    }

    /// Whether the field holds nothing but spaces.
    func isEmpty(_ field: CSVField) -> Bool { trimmed(field).isEmpty }

    /// Whether the field's bytes equal `text`, ignoring ASCII case and surrounding spaces.
    func matches(_ field: CSVField, _ text: String) -> Bool {
        let range = trimmed(field)
        let utf8 = text.utf8
        guard range.count == utf8.count else { return false }
        return zip(range, utf8).allSatisfy { bytes[$0] | 0x20 == $1 | 0x20 }
    }

    /// The field as a decimal number; a decimal comma is read as a point. `NaN`, which
    /// spreadsheet and pandas exports write for a value never recorded, reads as empty.
    func number(_ field: CSVField) -> Number {
        let range = trimmed(field)
        guard !range.isEmpty else { return .empty }
        var index = range.lowerBound
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenSeparator = false
        while index < range.upperBound {
            let byte = bytes[index]
            if byte >= 48, byte <= 57 {
                mantissa = mantissa &* 10 &+ UInt64(byte - 48)
                digits += 1
                if seenSeparator { fractionDigits += 1 }
            } else if (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")) && !seenSeparator {
                seenSeparator = true
            } else {
                return slowNumber(range)
            }
            index += 1
        }
        guard digits > 0 else { return .invalid }
        guard digits <= 15 else { return slowNumber(range) }
        let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
        return .value(negative ? -magnitude : magnitude)
    }

    private static let powersOfTen: [Double] = (0...15).map { power in
        (0..<power).reduce(1.0) { value, _ in value * 10 }
    }

    /// Numbers the fast path does not take: many digits, exponents, or junk. Only plain
    /// decimals (`DecimalText.value`): `0x50` is not 80, nor `inf` a weight.
    private func slowNumber(_ range: Range<Int>) -> Number {
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        if text.lowercased() == "nan" { return .empty }
        if !text.contains(".") { text = text.replacing(",", with: ".") }
        guard let value = DecimalText.value(text), value.isFinite else { return .invalid }
        return .value(value)
    }
}
