import Foundation
import Testing
import Workouts

@Suite("FIT file encoder")
struct FITFileEncoderTests {
    private func bytes(_ messages: [FITMessage]) -> [UInt8] {
        var encoder = FITFileEncoder()
        encoder.append(contentsOf: messages)
        return Array(encoder.encoded)
    }

    @Test("A file starts with the 14-byte header: size, protocol 2.0, profile 21.218, data size, .FIT and the header's CRC")
    func header() {
        let file = bytes([FITMessage(20, [.integer(253, .uint32, 1_000_000_000)])])
        let records = file.count - 14 - 2
        #expect(Array(file[0..<4]) == [14, 0x20, 0xE2, 0x52])
        #expect(Array(file[4..<8]) == [UInt8(records), 0, 0, 0])
        #expect(String(decoding: file[8..<12], as: UTF8.self) == ".FIT")
        let headerChecksum = FITChecksum.of(file[0..<12])
        #expect(Array(file[12..<14]) == [UInt8(headerChecksum & 0xFF), UInt8(headerChecksum >> 8)])
    }

    @Test("An empty file is a header and the CRC of the header, nothing between")
    func emptyFile() {
        let file = bytes([])
        #expect(file.count == 16)
        #expect(Array(file[4..<8]) == [0, 0, 0, 0])
        #expect(FITChecksum.of(file) == 0)
    }

    @Test("The first message of a layout follows its definition: local type, little-endian, global number, then number, size and base type per field")
    func definitionThenData() {
        let file = bytes([FITMessage(225, [.integer(3, .uint16, 5), .integer(5, .uint8, 1)])])
        let records = Array(file[14..<(file.count - 2)])
        #expect(records == [
            0x40, 0, 0, 225, 0, 2, 3, 2, 0x84, 5, 1, 0x02, // definition: local 0, set (225), two fields
            0x00, 5, 0, 1, // data: local 0, repetitions 5, set_type 1
        ])
    }

    @Test("A second message of the same layout reuses its local type without a new definition; a new layout takes the next")
    func layoutsShareDefinitions() {
        let file = bytes([
            FITMessage(20, [.integer(253, .uint32, 1)]), FITMessage(20, [.integer(253, .uint32, 2)]),
            FITMessage(21, [.integer(0, .enumeration, 0)]),
        ])
        let records = Array(file[14..<(file.count - 2)])
        #expect(records == [
            0x40, 0, 0, 20, 0, 1, 253, 4, 0x86, 0x00, 1, 0, 0, 0, 0x00, 2, 0, 0, 0,
            0x41, 0, 0, 21, 0, 1, 0, 1, 0x00, 0x01, 0,
        ])
    }

    @Test("A 17th layout takes local type 0 again, defining it anew, and a message of the evicted layout is defined again")
    func localTypesAreReused() {
        let layouts = (0..<17).map { FITMessage(UInt16($0), [.integer(0, .uint8, UInt64($0))]) }
        let records = Array(bytes(layouts + [layouts[0]]).dropFirst(14).dropLast(2))
        // Each message is a 9-byte definition and 2 bytes of data.
        #expect(records.count == 18 * 11)
        let definitionHeaders = stride(from: 0, to: records.count, by: 11).map { records[$0] }
        #expect(definitionHeaders == (0..<16).map { 0x40 | UInt8($0) } + [0x40, 0x41])
        #expect(Array(records[(16 * 11)..<(17 * 11)]) == [0x40, 0, 0, 16, 0, 1, 0, 1, 0x02, 0x00, 16])
    }

    @Test("The file's CRC covers header and records: the whole file checks to zero")
    func fileChecksum() {
        let file = bytes([FITMessage(0, [.integer(0, .enumeration, 4), .string(8, "liftd", size: 8)])])
        #expect(FITChecksum.of(file) == 0)
    }

    @Test("An absent value is written as its base type's invalid value", arguments: [
        (FITBaseType.enumeration, [UInt8(0xFF)]), (.uint8, [0xFF]), (.uint16, [0xFF, 0xFF]),
        (.uint32, [0xFF, 0xFF, 0xFF, 0xFF]), (.uint32z, [0, 0, 0, 0]),
    ])
    func invalidValues(type: FITBaseType, expected: [UInt8]) {
        #expect(FITField.integer(1, type, nil).bytes == expected)
    }

    @Test("A string is cut on a character boundary to leave room for its zero byte, then padded with zeros")
    func strings() {
        #expect(FITField.string(1, "liftd", size: 8).bytes == Array("liftd".utf8) + [0, 0, 0])
        #expect(FITField.string(1, "Übung", size: 4).bytes == Array("Üb".utf8) + [0])
        #expect(FITField.string(1, "äöü", size: 4).bytes == Array("ä".utf8) + [0, 0])
    }

    @Test("Dates are seconds since 1989-12-31 UTC, and dates FIT reads as device time are refused")
    func dates() throws {
        let date = Date(timeIntervalSince1970: 631_065_600 + 1_000_000_000.5)
        #expect(try FITField.dateTime(253, date).bytes == [0x00, 0xCA, 0x9A, 0x3B])
        #expect(throws: FITEncodingError.self) { try FITField.dateTime(253, Date(timeIntervalSince1970: 0)) }
    }
}
