import ChildProcessTesting
import Foundation
import Testing
@testable import Workouts

/// Writes Python's zlib and zipfile output into a fresh directory: raw DEFLATE streams
/// (`<case>.deflate` beside `<case>.raw`) at several levels and strategies, and ZIP files.
private let generator = #"""
import os, random, sys, zipfile, zlib
out = sys.argv[1]
random.seed(14)
text = "".join('<Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" value="%d.%d"/>\n'
               % (random.randint(60, 90), random.randint(0, 9)) for _ in range(20000)).encode()
noise = bytes(random.getrandbits(8) for _ in range(200000))
cases = {"empty": (b"", 6, zlib.Z_DEFAULT_STRATEGY), "stored": (noise[:70000], 0, zlib.Z_DEFAULT_STRATEGY),
         "fixed": (text[:50000], 9, zlib.Z_FIXED), "huffman": (text, 6, zlib.Z_HUFFMAN_ONLY),
         "dynamic": (text, 9, zlib.Z_DEFAULT_STRATEGY), "noise": (noise, 1, zlib.Z_DEFAULT_STRATEGY),
         "runs": (b"a" * 100000 + b"ab" * 40000, 9, zlib.Z_RLE)}
for name, (data, level, strategy) in cases.items():
    packer = zlib.compressobj(level, zlib.DEFLATED, -15, 9, strategy)
    open(os.path.join(out, name + ".deflate"), "wb").write(packer.compress(data) + packer.flush())
    open(os.path.join(out, name + ".raw"), "wb").write(data)
health = b'<?xml version="1.0"?>\n<HealthData locale="en_US">\n' + b"".join(
    b'<Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2025-03-%02d 07:00:00 +0000" value="%d"/>\n'
    % (day, 70 + day) for day in range(1, 29)) + b"</HealthData>\n"
for name, method in (("deflated", zipfile.ZIP_DEFLATED), ("stored", zipfile.ZIP_STORED)):
    with zipfile.ZipFile(os.path.join(out, name + ".zip"), "w", method) as archive:
        archive.writestr("apple_health_export/export_cda.xml", b"<ClinicalDocument/>")
        archive.writestr("apple_health_export/export.xml", health)
        archive.writestr("apple_health_export/workout-routes/route_1.gpx", noise[:5000])
"""#

/// A directory holding the generator's output; removed by the caller.
private func generated() async throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-inflate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let script = directory.appendingPathComponent("generate.py")
    try Data(generator.utf8).write(to: script)
    let python = ProcessInfo.processInfo.environment["LIFTD_VENV_PYTHON"] ?? "/usr/bin/python3"
    let run = try await ProgramRun.run(python, [script.path, directory.path])
    #expect(run.status == 0, "the zlib generator failed: \(run.standardError)")
    return directory
}

/// Everything `source` gives, read `piece` bytes at a time.
private func drain(_ source: any ByteSource, piece: Int = 4_096) throws(ImportError) -> [UInt8] {
    var source = source
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: piece)
    while true {
        let count = try buffer.withUnsafeMutableBufferPointer { pointer throws(ImportError) in try source.read(into: pointer) }
        if count == 0 { return result }
        result += buffer[..<count]
    }
}

@Test("Inflating Python zlib's raw DEFLATE streams gives back exactly the original bytes, for every block type")
func inflatesZlibOutput() async throws {
    let directory = try await generated()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["empty", "stored", "fixed", "huffman", "dynamic", "noise", "runs"] {
        let compressed = try Data(contentsOf: directory.appendingPathComponent(name + ".deflate"))
        let original = try Data(contentsOf: directory.appendingPathComponent(name + ".raw"))
        for piece in [1_000_003, 333] {
            let inflated = try drain(Inflater(source: MemoryByteSource(Array(compressed), maximumRead: 517)), piece: piece)
            #expect(inflated == Array(original), "\(name) read \(piece) bytes at a time")
        }
    }
}

@Test("Malformed DEFLATE input is refused with a clear error, never a crash", arguments: [
    ([0x07], "invalid block type 3"),
    ([0x01, 0x05, 0x00, 0x00, 0x00], "stored block's length does not match"),
    ([0x01, 0x05, 0x00, 0xFA, 0xFF, 0x61], "ends early"),
    ([0x03, 0x02], "reaches before the start"),
    ([0x4B, 0x4C], "ends early"),
    ([0x05, 0xE0, 0x93, 0x24, 0x49, 0x92, 0x24, 0x49, 0x92, 0x00], "over-subscribed"),
] as [([UInt8], String)])
func malformedDeflateIsRefused(bytes: [UInt8], problem: String) {
    #expect {
        _ = try drain(Inflater(source: MemoryByteSource(bytes)))
    } throws: { error in
        "\(error)".contains(problem)
    }
}

@Test("The export.xml inside Apple's export.zip is read, deflated or stored, among other entries")
func readsExportInsideZip() async throws {
    let directory = try await generated()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["deflated.zip", "stored.zip"] {
        let path = directory.appendingPathComponent(name).path
        #expect(AppleHealthExportFile.recognizes(AppleHealthExportFile.prefix(ofFileAt: path)))
        var reader = AppleHealthBodyMassReader(
            source: try AppleHealthExportFile.xml(atPath: path, name: name), now: Date(timeIntervalSince1970: 1_760_000_000))
        var entries: [BodyweightEntry] = []
        while let batch = try reader.nextBatch() { entries += batch }
        #expect(entries.map(\.kilograms) == (1...28).map { Double(70 + $0) }, "\(name)")
    }
}

@Test("A truncated or corrupted ZIP file is refused naming the file, never a crash")
func damagedZipIsRefused() async throws {
    let directory = try await generated()
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try Data(contentsOf: directory.appendingPathComponent("deflated.zip"))
    let truncated = directory.appendingPathComponent("truncated.zip")
    try original.prefix(original.count / 2).write(to: truncated)
    #expect {
        _ = try drain(AppleHealthExportFile.xml(atPath: truncated.path, name: "truncated.zip"))
    } throws: { error in
        "\(error)".contains("truncated.zip: not a readable ZIP file")
    }
    // Flip bytes in the middle of export.xml's compressed data: the inflater or the CRC-32 check refuses it.
    var corrupted = Array(original)
    let archive = try ZipArchive(path: directory.appendingPathComponent("deflated.zip").path, name: "deflated.zip")
    let entry = try #require(archive.entries.first { $0.name == AppleHealthExportFile.entryName })
    let middle = Int(entry.headerOffset) + 30 + entry.name.utf8.count + Int(entry.compressedSize) / 2
    for index in middle..<middle + 8 { corrupted[index] ^= 0x5A }
    let damaged = directory.appendingPathComponent("corrupted.zip")
    try Data(corrupted).write(to: damaged)
    #expect(throws: ImportError.self) {
        _ = try drain(AppleHealthExportFile.xml(atPath: damaged.path, name: "corrupted.zip"))
    }
}

@Test("Eighty thousand empty fixed Huffman blocks, then an empty final one, inflate to nothing")
func emptyFixedBlocksInflateToNothing() throws {
    // Ten bits a block, first bit lowest: 0 (not final), 1 0 (type 1), seven 0s (end of block);
    // four blocks fill five bytes. The final block is 1, 1 0, seven 0s. The inflater built the
    // fixed codes again for each block (found profiling the inflate fuzz target); now once.
    let bytes = Array(repeatElement([UInt8]([0x02, 0x08, 0x20, 0x80, 0x00]), count: 20_000).joined()) + [0x03, 0x00]
    #expect(try drain(Inflater(source: MemoryByteSource(bytes))).isEmpty)
}
