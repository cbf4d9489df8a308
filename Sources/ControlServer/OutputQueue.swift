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

    /// Calls `body` with the bytes not yet sent; it returns how many it sent (or a negative
    /// number when it sent none), which are then dropped from the queue.
    mutating func send(_ body: (UnsafeRawBufferPointer) -> Int) -> Int {
        let count = bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[sent...])) }
        if count > 0 { sent += count }
        return count
    }
}
