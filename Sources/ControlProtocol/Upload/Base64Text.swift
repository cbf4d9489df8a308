/// Strict base64 (RFC 4648, standard alphabet, `=` padding) as uploads carry it: the
/// length is a multiple of 4, there is no white space, and padding only ends the text.
public enum Base64Text {
    /// Why a text is not base64, naming the first character at fault (counting from 1).
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// The length is not a multiple of 4.
        case length(Int)
        /// A character outside the alphabet, or padding before the end.
        case character(position: Int, byte: UInt8)

        public var description: String {
            switch self {
            case .length(let count): "\(count) characters is not a multiple of 4"
            case .character(let position, let byte):
                byte >= 0x21 && byte < 0x7f
                    ? "character \(position) ('\(Character(Unicode.Scalar(byte)))') is not base64"
                    : "character \(position) (byte \(byte)) is not base64"
            }
        }
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let padding = UInt8(ascii: "=")

    /// The value of each byte in the alphabet; 255 for any other byte.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        return table
    }()

    /// The bytes `text` encodes, or the first problem with it.
    public static func decode(_ text: String) throws(Problem) -> [UInt8] {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(Problem) in try decode(bytes) } }
        return try result.get()
    }

    /// The bytes `text` encodes, or the first problem with it.
    public static func decode(_ text: UnsafeBufferPointer<UInt8>) throws(Problem) -> [UInt8] {
        guard text.count % 4 == 0 else { throw .length(text.count) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(text.count / 4 * 3)
        var index = 0
        while index < text.count {
            let isLast = index + 4 == text.count
            var quad: UInt32 = 0
            var padded = 0
            for offset in 0..<4 {
                let byte = text[index + offset]
                // `=` may only be the last one or two characters of the text.
                if byte == padding, isLast, offset >= 2, offset == 3 || text[index + 3] == padding {
                    padded += 1
                    quad <<= 6
                    continue
                }
                let value = values[Int(byte)]
                guard value != 255, padded == 0 else { throw .character(position: index + offset + 1, byte: byte) }
                quad = quad << 6 | UInt32(value)
            }
            decoded.append(UInt8(truncatingIfNeeded: quad >> 16))
            if padded < 2 { decoded.append(UInt8(truncatingIfNeeded: quad >> 8)) }
            if padded < 1 { decoded.append(UInt8(truncatingIfNeeded: quad)) }
            index += 4
        }
        return decoded
    }

    /// `bytes` in base64, padded.
    public static func encode(_ bytes: UnsafeRawBufferPointer) -> String {
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let remaining = min(3, bytes.count - index)
            var triple: UInt32 = 0
            for offset in 0..<3 {
                triple <<= 8
                if offset < remaining { triple |= UInt32(bytes[index + offset]) }
            }
            for offset in 0..<4 {
                let value = Int((triple >> UInt32(18 - 6 * offset)) & 0x3f)
                text.append(offset <= remaining ? alphabet[value] : padding)
            }
            index += 3
        }
        return String(decoding: text, as: UTF8.self)
    }
}
