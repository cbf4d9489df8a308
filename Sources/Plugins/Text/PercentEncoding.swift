extension String {
    /// The text percent-encoded as a URL carries it when only letters and digits may stand as
    /// they are: each UTF-8 byte other than ASCII `A`–`Z`, `a`–`z` and `0`–`9` becomes `%XX`
    /// (upper-case hex), as Foundation's `addingPercentEncoding(withAllowedCharacters:
    /// .alphanumerics)` wrote it here (`pässwort!` is `p%C3%A4sswort%21`). For finding a secret
    /// in a redirect's `Location`.
    var percentEncodedExceptAlphanumerics: String {
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(utf8.count)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                encoded.append(byte)
            default:
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}
