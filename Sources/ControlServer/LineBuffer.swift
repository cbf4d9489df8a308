import ControlProtocol

/// The bytes received on one connection that are not yet a handled line. It never holds
/// more than the longest allowed line plus one byte, whatever a client sends.
struct LineBuffer {
    /// What the buffer holds next.
    enum Next: Equatable {
        /// A complete line, without its `\n` or `\r\n`.
        case line(RequestLine)
        /// No complete line yet: read at most `readLimit` more bytes.
        case needMore
        /// The line in progress is already longer than allowed.
        case tooLong
    }

    let maximumLineLength: Int
    private var storage: [UInt8] = []
    private var start = 0
    private var scanned = 0

    init(maximumLineLength: Int) {
        self.maximumLineLength = max(1, maximumLineLength)
    }

    /// How many bytes may be read now without exceeding the bound.
    var readLimit: Int { max(0, maximumLineLength + 1 - (storage.count - start)) }

    /// Whether an unfinished line is waiting for its newline.
    var hasPartialLine: Bool { storage.count > start }

    mutating func next() -> Next {
        if let newline = storage[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
            var end = newline
            if end > start, storage[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let length = end - start
            let line = RequestLine(storage[start..<end])
            start = newline + 1
            scanned = start
            return length > maximumLineLength ? .tooLong : .line(line)
        }
        scanned = storage.count
        return storage.count - start > maximumLineLength ? .tooLong : .needMore
    }

    /// Appends received bytes; callers pass no more than `readLimit`.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if start > 0 {
            storage.removeFirst(start)
            scanned -= start
            start = 0
        }
        storage.append(contentsOf: bytes)
    }

    /// The unfinished line at the end of the stream, consumed.
    mutating func takePartialLine() -> RequestLine? {
        guard hasPartialLine else { return nil }
        let line = RequestLine(storage[start...])
        start = storage.count
        scanned = start
        return line
    }
}
