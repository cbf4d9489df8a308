import Foundation
import Testing
@testable import Workouts

/// Everything `source` gives.
private func drain(_ source: any ByteSource) throws(ImportError) -> [UInt8] {
    var source = source
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
        let count = try buffer.withUnsafeMutableBufferPointer { pointer throws(ImportError) in try source.read(into: pointer) }
        if count == 0 { return result }
        result += buffer[..<count]
    }
}

@Test("An entry whose deflated data is malformed is refused naming the file and the entry")
func malformedDeflatedEntryNamesFileAndEntry() throws {
    // A fixed Huffman block copying from before its start (found by the zip fuzz target).
    let path = try ZipFileBuilder(entries: [
        .init(name: "apple_health_export/export.xml", method: 8, data: [0x03, 0x02], size: 3, checksum: 0),
    ]).write()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let archive = try ZipArchive(path: path, name: "export.zip")
    let entry = try #require(archive.entries.first)
    #expect(throws: ImportError.malformed(
        line: 0, "export.zip: apple_health_export/export.xml: deflate: a distance of 1 reaches before the start of the data"
    )) {
        _ = try drain(archive.contents(of: entry))
    }
}

@Test("A stored entry written by the builder reads back, checked against its size and CRC-32")
func storedEntryReads() throws {
    let data = Array("<HealthData/>".utf8)
    var checksum = CRC32()
    data.withUnsafeBufferPointer { checksum.update($0) }
    let path = try ZipFileBuilder(entries: [
        .init(name: "export.xml", method: 0, data: data, size: data.count, checksum: checksum.value),
    ]).write()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let archive = try ZipArchive(path: path, name: "export.zip")
    #expect(archive.entries.map(\.name) == ["export.xml"])
    #expect(try drain(archive.contents(of: #require(archive.entries.first))) == data)
}

@Test("An entry that would inflate past a hundred times its compressed size (and 64 MiB) is refused before inflating")
func zipBombIsRefused() throws {
    // An empty fixed-Huffman block stated to inflate to 100 MiB: a ZIP bomb's proportions.
    let bomb = ZipFileBuilder.Entry(name: "apple_health_export/export.xml", method: 8, data: [0x03, 0x00],
                                    size: 100 << 20, checksum: 0)
    let path = try ZipFileBuilder(entries: [bomb]).write()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let archive = try ZipArchive(path: path, name: "export.zip")
    #expect(throws: ImportError.malformed(line: 0, "export.zip: apple_health_export/export.xml would inflate from 2 to "
        + "104857600 bytes, more than 100 times: refused as a ZIP bomb")) {
        _ = try archive.contents(of: #require(archive.entries.first))
    }
    // Within the allowance the same entry is read, and fails only on what it holds.
    let small = ZipFileBuilder.Entry(name: "export.xml", method: 8, data: [0x03, 0x00], size: 64 << 20, checksum: 0)
    let smallPath = try ZipFileBuilder(entries: [small]).write()
    defer { try? FileManager.default.removeItem(atPath: smallPath) }
    let smallArchive = try ZipArchive(path: smallPath, name: "export.zip")
    #expect(throws: ImportError.malformed(line: 0, "export.zip: export.xml holds only 0 bytes, its directory says 67108864")) {
        _ = try drain(smallArchive.contents(of: #require(smallArchive.entries.first)))
    }
}

@Test("An entry whose data runs past its stated size is refused saying it holds more, not less")
func entryLongerThanStatedIsRefused() throws {
    let long = ZipFileBuilder.Entry(name: "export.xml", method: 0, data: Array("0123456789".utf8),
                                    size: 4, checksum: 0)
    let path = try ZipFileBuilder(entries: [long]).write()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let archive = try ZipArchive(path: path, name: "export.zip")
    #expect(throws: ImportError.malformed(line: 0, "export.zip: export.xml holds more than 4 bytes, its directory says 4")) {
        _ = try drain(archive.contents(of: #require(archive.entries.first)))
    }
}

@Test("A ZIP64 locator pointing past the end of the file is refused naming the record, never a crash")
func zip64LocatorOutsideTheFileIsRefused() throws {
    // The locator's offset beyond 2^63 trapped converting it to off_t (found reading the code
    // the zip fuzz target covers; its seeds now hold ZIP64 end records).
    let little = ZipFileBuilder.little
    let locator = little(0x0706_4B50, 4) + little(0, 4) + little(-16, 8) + little(1, 4)
    let end = little(0x0605_4B50, 4) + little(0, 4) + little(0xFFFF, 2) + little(0xFFFF, 2) + little(-1, 4)
        + little(-1, 4) + little(0, 2)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-zip-\(UUID().uuidString).zip").path
    try Data(locator + end).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: ImportError.malformed(
        line: 0, "export.zip: not a readable ZIP file: the ZIP64 end of central directory record lies outside the file"
    )) {
        _ = try ZipArchive(path: path, name: "export.zip")
    }
}
