extension DigitReader {
    private static let space: UInt8 = 0x20
    /// U+00A0 NO-BREAK SPACE in UTF-8.
    private static let noBreakSpace: [UInt8] = [0xC2, 0xA0]
    /// U+202F NARROW NO-BREAK SPACE in UTF-8, which newer systems put before `AM`/`PM`.
    private static let narrowNoBreakSpace: [UInt8] = [0xE2, 0x80, 0xAF]

    /// Reads an optional time after a date, `HH:MM[:SS]` or 12-hour `h:mm[:ss] AM`/`PM`,
    /// set off by one of `separators`; the whole field must be used.
    mutating func time(
        year: Int, month: Int, day: Int, separators: String
    ) -> Result<LocalDateTime, DateTextProblem> {
        var hour = 0, minute = 0, second = 0
        if index < end {
            guard skip(separators) else { return .failure(.notADate) }
            while skip(" ") {}
            guard let readHour = number(1...2), skip(":"), let readMinute = number(2) else { return .failure(.notADate) }
            hour = readHour
            minute = readMinute
            if skip(":") {
                guard let readSecond = number(2) else { return .failure(.notADate) }
                second = readSecond
            }
            if index < end {
                guard let meridiem = meridiem() else { return .failure(.notADate) }
                guard let twentyFourHour = meridiem.twentyFourHour(hour) else {
                    return .failure(.hourOffTwelveHourClock(hour: hour, meridiem: meridiem))
                }
                hour = twentyFourHour
            }
        }
        guard index == end else { return .failure(.notADate) }
        let reading = LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return reading.isValid ? .success(reading) : .failure(.notADate)
    }

    /// Reads a space, no-break space or narrow no-break space and then `AM` or `PM` in any
    /// case; `nil`, having read nothing, when the bytes are not that.
    private mutating func meridiem() -> Meridiem? {
        var position = index
        if bytes[position] == Self.space {
            position += 1
        } else if let separator = [Self.noBreakSpace, Self.narrowNoBreakSpace].first(where: { matches($0, at: position) }) {
            position += separator.count
        } else {
            return nil
        }
        guard end - position == 2, bytes[position + 1] | 0x20 == UInt8(ascii: "m") else { return nil }
        let meridiem: Meridiem
        switch bytes[position] | 0x20 {
        case UInt8(ascii: "a"): meridiem = .beforeNoon
        case UInt8(ascii: "p"): meridiem = .afterNoon
        default: return nil
        }
        index = end
        return meridiem
    }

    private func matches(_ sequence: [UInt8], at position: Int) -> Bool {
        guard end - position >= sequence.count else { return false }
        return sequence.indices.allSatisfy { bytes[position + $0] == sequence[$0] }
    }
}
