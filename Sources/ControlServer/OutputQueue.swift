/// The answer bytes a connection has yet to send, in order.
struct OutputQueue {
    private var bytes: [UInt8] = []
    private var sent = 0

    /// Whether anything is waiting to be sent.
    var hasPending: Bool { sent < bytes.count }

    /// Queues `line` and its newline.
    mutating func append(line: String) {
        if !hasPending {
            bytes.removeAll(keepingCapacity: bytes.capacity <= 65_536)
            sent = 0
        }
        bytes.append(contentsOf: line.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Calls `body` with the bytes not yet sent.
    func withPending<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[sent...])) }
    }

    /// How many bytes wait to be sent.
    var pendingByteCount: Int { bytes.count - sent }

    /// Drops every line not begun yet, keeping the rest of a line partly sent so that the
    /// client still reads whole lines; returns how many bytes were dropped.
    mutating func discardUnbegunLines() -> Int {
        var keep = sent
        if sent > 0, bytes[sent - 1] != UInt8(ascii: "\n"),
           let end = bytes[sent...].firstIndex(of: UInt8(ascii: "\n")) {
            keep = end + 1
        }
        let dropped = bytes.count - keep
        bytes.removeSubrange(keep...)
        return dropped
    }

    /// Drops the first `count` pending bytes, which were sent.
    mutating func markSent(_ count: Int) {
        sent += min(max(0, count), bytes.count - sent)
    }
}
