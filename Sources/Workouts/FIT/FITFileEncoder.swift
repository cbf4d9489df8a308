import FoundationEssentials

/// Writes FIT messages as a FIT file: the 14-byte header (with its CRC), a definition
/// message before the first message of each layout, the data messages, and the file's
/// CRC. Fields are little-endian; local message types 0–15 are reused round-robin when
/// more than 16 layouts occur. The same messages give the same bytes.
public struct FITFileEncoder: Sendable {
    /// FIT protocol 2.0.
    public static let protocolVersion: UInt8 = 0x20
    /// The profile version the messages follow: 21.218.
    public static let profileVersion: UInt16 = 21_218

    private var records: [UInt8] = []
    private var slots: [FITMessage.Layout?] = Array(repeating: nil, count: 16)
    private var nextSlot = 0

    /// An encoder holding no message yet.
    public init() {}

    /// Appends `message`, preceded by its definition unless a local type holds it already.
    public mutating func append(_ message: FITMessage) {
        let layout = message.layout
        let local: Int
        if let existing = slots.firstIndex(of: layout) {
            local = existing
        } else {
            local = nextSlot
            nextSlot = (nextSlot + 1) % slots.count
            slots[local] = layout
            records.append(0x40 | UInt8(local))
            records += [0, 0] // reserved, architecture: little-endian
            records += FITField.littleEndian(UInt64(message.globalNumber), size: 2)
            records.append(UInt8(message.fields.count))
            records += layout.fields.flatMap { $0 }
        }
        records.append(UInt8(local))
        records += message.fields.flatMap(\.bytes)
    }

    /// Appends `messages`, in order.
    public mutating func append(contentsOf messages: [FITMessage]) {
        for message in messages { append(message) }
    }

    /// The file: header, records, CRC.
    public var encoded: Data {
        var header: [UInt8] = [14, Self.protocolVersion]
        header += FITField.littleEndian(UInt64(Self.profileVersion), size: 2)
        header += FITField.littleEndian(UInt64(records.count), size: 4)
        header += Array(".FIT".utf8)
        header += FITField.littleEndian(UInt64(FITChecksum.of(header)), size: 2)
        var checksum = FITChecksum()
        checksum.update(with: header)
        checksum.update(with: records)
        return Data(header + records + FITField.littleEndian(UInt64(checksum.value), size: 2))
    }
}
