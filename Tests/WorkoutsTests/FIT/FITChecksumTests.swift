import Testing
import Workouts

@Suite("FIT checksum")
struct FITChecksumTests {
    @Test("The FIT CRC of \"123456789\" is 0xBB3D, the CRC-16/ARC check value", arguments: [
        ("123456789", UInt16(0xBB3D)), ("A", 0x30C0), ("", 0x0000),
    ])
    func knownVectors(text: String, expected: UInt16) {
        #expect(FITChecksum.of(Array(text.utf8)) == expected)
    }

    @Test("Feeding bytes in pieces gives the checksum of the whole")
    func incremental() {
        var checksum = FITChecksum()
        checksum.update(with: Array("1234".utf8))
        checksum.update(with: Array("56789".utf8))
        #expect(checksum.value == 0xBB3D)
    }

    @Test("Bytes followed by their checksum, least significant byte first, check to zero, as FIT readers verify a file")
    func appendedChecksumGivesZero() {
        let bytes: [UInt8] = [14, 0x20, 0xE2, 0x52, 0, 0, 0, 0] + Array(".FIT".utf8)
        let checksum = FITChecksum.of(bytes)
        #expect(checksum == 0x7ADC)
        #expect(FITChecksum.of(bytes + [UInt8(checksum & 0xFF), UInt8(checksum >> 8)]) == 0)
    }
}
