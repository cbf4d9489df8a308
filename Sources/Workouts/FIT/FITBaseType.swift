/// The FIT base types liftd writes: the byte a definition message names a field's type
/// with, its size, and the value that means "no value" (the FIT profile's invalid value).
public enum FITBaseType: UInt8, Sendable, CaseIterable {
    case enumeration = 0x00
    case uint8 = 0x02
    case string = 0x07
    case uint16 = 0x84
    case uint32 = 0x86
    case uint32z = 0x8C

    /// Bytes in one value; a string's size is its field's.
    public var size: Int {
        switch self {
        case .enumeration, .uint8, .string: 1
        case .uint16: 2
        case .uint32, .uint32z: 4
        }
    }

    /// The value that means "no value": all bits set, or 0 for the `z` types and strings.
    public var invalid: UInt64 {
        switch self {
        case .enumeration, .uint8: 0xFF
        case .uint16: 0xFFFF
        case .uint32: 0xFFFF_FFFF
        case .uint32z, .string: 0
        }
    }
}
