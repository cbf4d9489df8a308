
/// Recognises an Apple Health export by its first bytes (a ZIP file, or XML) and opens its
/// `export.xml` as a stream, so that `import` can tell it from a CSV export.
public enum AppleHealthExportFile {
    /// The entry Apple's `export.zip` holds the records in.
    public static let entryName = "apple_health_export/export.xml"

    /// Whether `prefix`, a file's first bytes, starts a ZIP file or an XML document.
    public static func recognizes(_ prefix: [UInt8]) -> Bool {
        if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) || prefix.starts(with: [0x50, 0x4B, 0x05, 0x06]) { return true }
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        bytes = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return bytes.starts(with: Array("<?xml".utf8)) || bytes.starts(with: Array("<HealthData".utf8))
    }

    /// The first `count` bytes of the file at `path` (fewer if it is shorter; none when it is
    /// no regular file, which the import then refuses by name).
    public static func prefix(ofFileAt path: String, count: Int = 64) -> [UInt8] {
        guard let source = try? FileByteSource(path: path, name: path) else { return [] }
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        var filled = 0
        while filled < bytes.count {
            let read = bytes.withUnsafeMutableBufferPointer { buffer in
                try? source.read(into: UnsafeMutableBufferPointer(rebasing: buffer[filled...]))
            }
            guard let read, read > 0 else { break }
            filled += read
        }
        return Array(bytes[..<filled])
    }

    /// The export's XML: the file itself, or the `export.xml` inside it when it is a ZIP
    /// (Apple's `apple_health_export/export.xml`, else the one entry named `export.xml`).
    public static func xml(atPath path: String, name: String) throws(ImportError) -> any ByteSource {
        guard prefix(ofFileAt: path, count: 2) == [0x50, 0x4B] else { return try FileByteSource(path: path, name: name) }
        let archive = try ZipArchive(path: path, name: name)
        let candidates = archive.entries.filter { $0.name == "export.xml" || $0.name.hasSuffix("/export.xml") }
        guard let entry = candidates.first(where: { $0.name == entryName }) ?? (candidates.count == 1 ? candidates.first : nil)
        else {
            throw .malformed(line: 0, "\(name): the ZIP file holds no \(entryName)")
        }
        return try archive.contents(of: entry)
    }
}
