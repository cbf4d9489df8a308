import FoundationEssentials

/// One field of a FIT message: its number in the profile, its base type and its value's
/// bytes, little-endian. A value that is absent is written as the type's invalid value.
public struct FITField: Sendable, Equatable {
    /// The field's number in its message (the FIT profile's field definition number).
    public var number: UInt8
    /// Its base type.
    public var baseType: FITBaseType
    /// The encoded value; its count is the field's size.
    public var bytes: [UInt8]

    /// A field of `number` holding `bytes` as `baseType`.
    public init(number: UInt8, baseType: FITBaseType, bytes: [UInt8]) {
        self.number = number
        self.baseType = baseType
        self.bytes = bytes
    }

    /// An integer field of `baseType`; `nil` writes the type's invalid value.
    public static func integer(_ number: UInt8, _ baseType: FITBaseType, _ value: UInt64?) -> FITField {
        FITField(number: number, baseType: baseType, bytes: littleEndian(value ?? baseType.invalid, size: baseType.size))
    }

    /// An array of `uint16` values (the `set` message's exercise category and name).
    public static func uint16Array(_ number: UInt8, _ values: [UInt16]) -> FITField {
        FITField(number: number, baseType: .uint16, bytes: values.flatMap { littleEndian(UInt64($0), size: 2) })
    }

    /// A string field: `text`'s UTF-8 cut to whole characters within `size - 1` bytes,
    /// then zeros to `size` (FIT strings end with a zero byte).
    public static func string(_ number: UInt8, _ text: String, size: Int) -> FITField {
        var bytes: [UInt8] = []
        for character in text {
            let encoded = Array(String(character).utf8)
            guard bytes.count + encoded.count < size else { break }
            bytes += encoded.filter { $0 != 0 }
        }
        return FITField(number: number, baseType: .string, bytes: bytes + Array(repeating: 0, count: size - bytes.count))
    }

    /// A `date_time` field (a `uint32` of seconds since FIT's epoch) for `date`, rounded
    /// down to the second.
    public static func dateTime(_ number: UInt8, _ date: Date) throws -> FITField {
        integer(number, .uint32, UInt64(try FITTime.seconds(date)))
    }

    /// `value`'s lowest `size` bytes, least significant first.
    static func littleEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}

/// FIT's clock: seconds since 1989-12-31 00:00 UTC in a `uint32`. Values below 0x10000000
/// mean time since a device started, so the earliest absolute date is 1998-07-04.
public enum FITTime {
    /// FIT's epoch as a Unix time.
    public static let epoch: TimeInterval = 631_065_600
    /// The smallest value that is an absolute date.
    public static let earliestAbsolute: UInt32 = 0x1000_0000

    /// `date` in FIT seconds, rounded down; throws for a date FIT cannot hold as absolute.
    public static func seconds(_ date: Date) throws -> UInt32 {
        let seconds = (date.timeIntervalSince1970 - epoch).rounded(.down)
        guard seconds >= Double(earliestAbsolute), seconds < Double(UInt32.max) else {
            throw FITEncodingError.dateOutOfRange(date)
        }
        return UInt32(seconds)
    }
}

/// Why a workout could not be written as FIT.
public enum FITEncodingError: Error, Equatable, CustomStringConvertible {
    /// The date lies before 1998-07-04 or after 2126, outside FIT's absolute dates.
    case dateOutOfRange(Date)

    public var description: String {
        switch self {
        case .dateOutOfRange(let date):
            "\(date.timeIntervalSince1970) s after 1970 is outside the dates FIT can hold (1998-07-04 to 2126)"
        }
    }
}
