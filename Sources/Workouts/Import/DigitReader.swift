/// Walks ASCII bytes reading fixed-width numbers, separators and month names.
struct DigitReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    let end: Int

    /// Reads exactly `width` digits.
    mutating func number(_ width: Int) -> Int? { number(width...width) }

    /// Reads between `widths.lowerBound` and `widths.upperBound` digits.
    mutating func number(_ widths: ClosedRange<Int>) -> Int? {
        var value = 0
        var count = 0
        while index < end, count < widths.upperBound, bytes[index] >= 48, bytes[index] <= 57 {
            value = value * 10 + Int(bytes[index] - 48)
            count += 1
            index += 1
        }
        return count >= widths.lowerBound ? value : nil
    }

    /// Skips one byte if it is one of `characters`; returns whether it did.
    mutating func skip(_ characters: String) -> Bool {
        guard index < end, characters.utf8.contains(bytes[index]) else { return false }
        index += 1
        return true
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// Reads an English month name's first three letters (the rest of the word is skipped).
    mutating func monthName() -> Int? {
        guard end - index >= 3 else { return nil }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + 3]), as: UTF8.self).lowercased()
        guard let month = Self.months.firstIndex(of: word) else { return nil }
        index += 3
        while index < end, (bytes[index] | 0x20) >= 97, (bytes[index] | 0x20) <= 122 { index += 1 }
        return month + 1
    }
}
