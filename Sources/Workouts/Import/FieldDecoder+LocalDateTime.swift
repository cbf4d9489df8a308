extension FieldDecoder {
    /// Reads a local date and time: `2024-11-28 17:36:08`, `2024-11-28T17:36`,
    /// `2024-11-28` or Hevy's `15 Sep 2025, 07:48`; the time may also be a 12-hour one,
    /// `5:36:08 PM`, with a space, no-break space or narrow no-break space before the
    /// `AM`/`PM`.
    func localDateTime(_ field: CSVField) -> Result<LocalDateTime, DateTextProblem> {
        let range = trimmed(field)
        var reader = DigitReader(bytes: bytes, index: range.lowerBound, end: range.upperBound)
        if range.count >= 10, bytes[range.lowerBound + 4] == UInt8(ascii: "-") {
            guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
                  let day = reader.number(2) else { return .failure(.notADate) }
            return reader.time(year: year, month: month, day: day, separators: " T")
        }
        guard let day = reader.number(1...2), reader.skip(" "), let month = reader.monthName(),
              reader.skip(" "), let year = reader.number(4) else { return .failure(.notADate) }
        _ = reader.skip(",")
        return reader.time(year: year, month: month, day: day, separators: " ")
    }
}
