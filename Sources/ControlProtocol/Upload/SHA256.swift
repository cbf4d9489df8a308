/// The SHA-256 digest (FIPS 180-4) of bytes fed in pieces, so an upload can be checked
/// end to end without holding it: `liftctl import` hashes what it sends, the daemon what it
/// staged, and the two must agree.
public struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// Bytes fed that do not yet fill a 64-byte block.
    private var pending: [UInt8] = []
    /// Bytes fed in all.
    private var length: UInt64 = 0

    /// A digest of nothing yet.
    public init() { pending.reserveCapacity(64) }

    /// Feeds `bytes`.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<taken])
            offset = taken
            guard pending.count == 64 else { return }
            let block = pending
            block.withUnsafeBytes { compress($0.baseAddress.map { UnsafeRawPointer($0) }) }
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - offset >= 64 {
            compress(bytes.baseAddress.map { UnsafeRawPointer($0) + offset })
            offset += 64
        }
        pending.append(contentsOf: bytes[offset...])
    }

    /// Feeds `bytes`.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let array = Array(bytes)
        array.withUnsafeBytes { update($0) }
    }

    /// The digest of everything fed, as 64 lowercase hexadecimal digits.
    public func hexDigest() -> String {
        var copy = self
        var tail: [UInt8] = [0x80]
        let used = (copy.pending.count + 1) % 64
        tail += [UInt8](repeating: 0, count: (used <= 56 ? 56 - used : 120 - used))
        let bits = length &* 8
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        let fedLength = copy.length
        tail.withUnsafeBytes { copy.update($0) }
        copy.length = fedLength
        let words = [copy.state.0, copy.state.1, copy.state.2, copy.state.3,
                     copy.state.4, copy.state.5, copy.state.6, copy.state.7]
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for word in words {
            for shift in stride(from: 28, through: 0, by: -4) {
                text.append(digits[Int((word >> UInt32(shift)) & 0xf)])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The digest of `bytes`, in hexadecimal.
    public static func hexDigest(of bytes: some Sequence<UInt8>) -> String {
        var digest = SHA256()
        digest.update(bytes)
        return digest.hexDigest()
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// Mixes one 64-byte block at `block` into the state.
    private mutating func compress(_ block: UnsafeRawPointer?) {
        guard let block else { return }
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
            for index in 0..<16 {
                let base = index * 4
                words[index] = UInt32(block.load(fromByteOffset: base, as: UInt8.self)) << 24
                    | UInt32(block.load(fromByteOffset: base + 1, as: UInt8.self)) << 16
                    | UInt32(block.load(fromByteOffset: base + 2, as: UInt8.self)) << 8
                    | UInt32(block.load(fromByteOffset: base + 3, as: UInt8.self))
            }
            for index in 16..<64 {
                let early = words[index - 15]
                let late = words[index - 2]
                let sigma0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
                let sigma1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
                words[index] = words[index - 16] &+ sigma0 &+ words[index - 7] &+ sigma1
            }
            // The working variables a…h, named as FIPS 180-4 names them.
            var (a, b, c, d, e, f, g, h) = state
            Self.roundConstants.withUnsafeBufferPointer { constants in
                for index in 0..<64 {
                    let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                    let choice = (e & f) ^ (~e & g)
                    let first = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
                    let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let second = sum0 &+ majority
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ second)
                }
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                     state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
        }
    }
}

extension UInt32 {
    /// The bits rotated right by `count`.
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
