import Foundation
@testable import Workouts

/// Writes small ZIP files byte by byte, so a test can hold exactly the damage it is about
/// (the fuzz targets' crashes, reduced).
struct ZipFileBuilder {
    /// One entry as its local and central headers give it.
    struct Entry {
        var name: String
        /// 0 stored, 8 deflated.
        var method: Int
        /// The entry's data as stored in the file (compressed for method 8).
        var data: [UInt8]
        /// The uncompressed size the headers state.
        var size: Int
        /// The CRC-32 the headers state.
        var checksum: UInt32
    }

    var entries: [Entry] = []

    /// The file: each local header and its data, the central directory, its end record.
    var bytes: [UInt8] {
        var file: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let offset = file.count
            let name = Array(entry.name.utf8)
            let common = Self.little(20, 2) + Self.little(0, 2) + Self.little(entry.method, 2) + Self.little(0, 4)
                + Self.little(Int(entry.checksum), 4) + Self.little(entry.data.count, 4) + Self.little(entry.size, 4)
                + Self.little(name.count, 2) + Self.little(0, 2)
            file += Self.little(0x0403_4B50, 4) + common + name + entry.data
            directory += Self.little(0x0201_4B50, 4) + Self.little(20, 2) + common + Self.little(0, 2)
                + Self.little(0, 2) + Self.little(0, 2) + Self.little(0, 4) + Self.little(offset, 4) + name
        }
        let directoryOffset = file.count
        return file + directory + Self.little(0x0605_4B50, 4) + Self.little(0, 4) + Self.little(entries.count, 2)
            + Self.little(entries.count, 2) + Self.little(directory.count, 4) + Self.little(directoryOffset, 4)
            + Self.little(0, 2)
    }

    /// Writes the file to a new temporary path and returns it; the caller removes it.
    func write() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-zip-\(UUID().uuidString).zip").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `value`'s low `width` bytes, least significant first.
    static func little(_ value: Int, _ width: Int) -> [UInt8] {
        (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
