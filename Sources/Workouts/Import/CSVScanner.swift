/// One field of a CSV record: where its bytes are, and whether they need unquoting.
struct CSVField {
    /// Offset of the first content byte (after an opening quote).
    var start: Int
    /// Offset just past the last content byte (before a closing quote).
    var end: Int
    /// Whether the content holds doubled quotes (`""`) to turn into one.
    var hasDoubledQuotes: Bool
}

/// One record: its fields, the line it starts on, and whether the file ended inside it.
struct CSVRecord {
    var fields: [CSVField] = []
    /// The 1-based line the record starts on.
    var line = 0
    /// The file ended inside a quoted field: the record is cut off.
    var endsInsideQuotes = false
}

/// Splits CSV bytes into records (RFC 4180 with a chosen delimiter): quoted fields may hold
/// delimiters, doubled quotes and line breaks; `\n` and `\r\n` end records; blank lines
/// are skipped.
///
/// The bytes may come a buffer at a time: a record that reaches the end of a buffer that is
/// not the last is not read, and `next` answers `needMore` with `position` at its start, so
/// the caller can keep the record's bytes, add more after them and ask again.
struct CSVScanner {
    let delimiter: UInt8
    /// The offset of the next unread byte in the buffer.
    var position: Int
    /// The line `position` is on.
    private(set) var line = 1

    /// What `next` found.
    enum Outcome {
        /// A whole record.
        case record
        /// The input ended.
        case end
        /// The buffer ended inside a record (or before one); it starts at `position`.
        case needMore
    }

    private static let quote = UInt8(ascii: "\"")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// A scanner for records separated by `delimiter`, starting at `offset`.
    init(delimiter: UInt8, offset: Int = 0) {
        self.delimiter = delimiter
        self.position = offset
    }

    /// Reads the next record of `bytes` into `record`; `isFinal` says no bytes follow them.
    mutating func next(in bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, into record: inout CSVRecord) -> Outcome {
        record.fields.removeAll(keepingCapacity: true)
        record.endsInsideQuotes = false
        skipBlankLines(bytes)
        guard position < bytes.count else { return isFinal ? .end : .needMore }
        let start = position
        record.line = line
        while true {
            switch readField(bytes, isFinal: isFinal, into: &record) {
            case .some(true): return .record
            case .some(false): continue
            case nil:
                position = start
                line = record.line
                record.fields.removeAll(keepingCapacity: true)
                record.endsInsideQuotes = false
                return .needMore
            }
        }
    }

    /// Moves `position` back by `distance` bytes, after the caller dropped that many read
    /// bytes from the front of its buffer.
    mutating func shift(by distance: Int) { position -= distance }

    private mutating func skipBlankLines(_ bytes: UnsafeBufferPointer<UInt8>) {
        while position < bytes.count {
            if bytes[position] == Self.newline {
                line += 1
                position += 1
            } else if bytes[position] == Self.carriageReturn {
                position += 1
            } else {
                return
            }
        }
    }

    /// Reads one field; returns whether it was the record's last, or `nil` when the buffer
    /// ends before the field does and more may follow.
    private mutating func readField(
        _ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, into record: inout CSVRecord
    ) -> Bool? {
        let count = bytes.count
        if position < count, bytes[position] == Self.quote {
            var field = CSVField(start: position + 1, end: position + 1, hasDoubledQuotes: false)
            position += 1
            while true {
                guard position < count else {
                    guard isFinal else { return nil }
                    field.end = count
                    record.fields.append(field)
                    record.endsInsideQuotes = true
                    return true
                }
                let byte = bytes[position]
                if byte == Self.quote {
                    if position + 1 < count {
                        if bytes[position + 1] == Self.quote {
                            field.hasDoubledQuotes = true
                            position += 2
                            continue
                        }
                    } else if !isFinal {
                        return nil
                    }
                    field.end = position
                    position += 1
                    break
                }
                if byte == Self.newline { line += 1 }
                position += 1
            }
            record.fields.append(field)
            // Anything between the closing quote and the delimiter is ignored.
            while position < count, bytes[position] != delimiter,
                  bytes[position] != Self.newline, bytes[position] != Self.carriageReturn {
                position += 1
            }
        } else {
            let start = position
            while position < count {
                let byte = bytes[position]
                if byte == delimiter || byte == Self.newline || byte == Self.carriageReturn { break }
                position += 1
            }
            record.fields.append(CSVField(start: start, end: position, hasDoubledQuotes: false))
        }
        return endOfField(bytes, isFinal: isFinal)
    }

    /// Consumes the delimiter or line end after a field; returns whether the record ended,
    /// or `nil` when the buffer ends first and more may follow.
    private mutating func endOfField(_ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool) -> Bool? {
        guard position < bytes.count else { return isFinal ? true : nil }
        let byte = bytes[position]
        position += 1
        if byte == delimiter { return false }
        if byte == Self.carriageReturn {
            if position < bytes.count {
                if bytes[position] == Self.newline { position += 1 }
            } else if !isFinal {
                return nil
            }
        }
        line += 1
        return true
    }
}
