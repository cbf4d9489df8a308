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
struct CSVScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let delimiter: UInt8
    private var position: Int
    private var line = 1

    private static let quote = UInt8(ascii: "\"")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// A scanner over `bytes`, starting at `offset`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8, offset: Int = 0) {
        self.bytes = bytes
        self.delimiter = delimiter
        self.position = offset
    }

    /// Reads the next record into `record`; returns `false` at the end of the input.
    mutating func next(into record: inout CSVRecord) -> Bool {
        record.fields.removeAll(keepingCapacity: true)
        record.endsInsideQuotes = false
        skipBlankLines()
        guard position < bytes.count else { return false }
        record.line = line
        while true {
            let ended = readField(into: &record)
            if ended { return true }
        }
    }

    private mutating func skipBlankLines() {
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

    /// Reads one field; returns whether it was the record's last.
    private mutating func readField(into record: inout CSVRecord) -> Bool {
        let count = bytes.count
        if position < count, bytes[position] == Self.quote {
            var field = CSVField(start: position + 1, end: position + 1, hasDoubledQuotes: false)
            position += 1
            while true {
                guard position < count else {
                    field.end = count
                    record.fields.append(field)
                    record.endsInsideQuotes = true
                    return true
                }
                let byte = bytes[position]
                if byte == Self.quote {
                    if position + 1 < count, bytes[position + 1] == Self.quote {
                        field.hasDoubledQuotes = true
                        position += 2
                        continue
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
        return endOfField()
    }

    /// Consumes the delimiter or line end after a field; returns whether the record ended.
    private mutating func endOfField() -> Bool {
        guard position < bytes.count else { return true }
        let byte = bytes[position]
        position += 1
        if byte == delimiter { return false }
        if byte == Self.carriageReturn, position < bytes.count, bytes[position] == Self.newline {
            position += 1
        }
        line += 1
        return true
    }
}
