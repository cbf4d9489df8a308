/// The CRC-32 of ZIP and gzip (polynomial 0xEDB88320, reflected), updated a buffer at a time.
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
        return value
    }

    /// The checksum of the bytes given so far.
    private(set) var value: UInt32 = 0

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        var crc = ~value
        for byte in bytes { crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        value = ~crc
    }
}
