import CLinux

/// One event the kernel reported on an inotify watch: which watch, what happened (the
/// `IN_…` bits) and the name inside the watched directory it is about ("" for the directory
/// itself).
struct InotifyEvent: Sendable, Equatable {
    /// The watch descriptor; -1 for `IN_Q_OVERFLOW`.
    let watch: Int32
    /// The `IN_…` bits.
    let mask: UInt32
    /// The entry's name in the watched directory, or "".
    let name: String

    /// Whether the event has any of `bits` (`IN_…` constants).
    func has(_ bits: Int32) -> Bool { mask & UInt32(bitPattern: bits) != 0 }

    /// The events packed in `bytes` as read(2) returns them from an inotify descriptor.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = 0
        let header = 16
        while offset + header <= bytes.count {
            let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let start = offset + header
            guard start + length <= bytes.count else { break }
            let field = bytes[start..<(start + length)]
            let nameBytes = field.prefix { $0 != 0 }
            events.append(InotifyEvent(watch: watch, mask: mask, name: String(decoding: nameBytes, as: UTF8.self)))
            offset = start + length
        }
        return events
    }
}
