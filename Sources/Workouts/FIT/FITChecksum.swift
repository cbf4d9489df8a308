/// The CRC-16 the FIT protocol protects its header and file with: the reflected 0x8005
/// polynomial (0xA001), starting from 0, fed a nibble at a time through a 16-entry table.
/// It is the common CRC-16/ARC, so `"123456789"` gives 0xBB3D.
public struct FITChecksum: Sendable, Equatable {
    /// The checksum of the bytes fed so far.
    public private(set) var value: UInt16 = 0

    private static let nibbleTable: [UInt16] = [
        0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
        0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]

    /// A checksum of nothing yet.
    public init() {}

    /// Feeds `bytes`, in order.
    public mutating func update(with bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value = Self.step(value, nibble: byte & 0x0F)
            value = Self.step(value, nibble: byte >> 4)
        }
    }

    /// The checksum of `bytes`.
    public static func of(_ bytes: some Sequence<UInt8>) -> UInt16 {
        var checksum = FITChecksum()
        checksum.update(with: bytes)
        return checksum.value
    }

    private static func step(_ crc: UInt16, nibble: UInt8) -> UInt16 {
        let low = nibbleTable[Int(crc & 0x0F)]
        let shifted = (crc >> 4) & 0x0FFF
        return shifted ^ low ^ nibbleTable[Int(nibble & 0x0F)]
    }
}
