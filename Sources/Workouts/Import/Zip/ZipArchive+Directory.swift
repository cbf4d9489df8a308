#if canImport(Glibc)
@preconcurrency import Glibc
#endif

extension ZipArchive {
    /// Reads the end-of-central-directory record (and the ZIP64 one it points to, if any),
    /// then every central directory header.
    func readDirectory() throws(ImportError) -> [Entry] {
        let size = try fileSize()
        guard size >= 22 else { throw malformed("it is too short") }
        let tailLength = min(size, 22 + 65_535)
        let tail = try bytes(at: size - tailLength, count: Int(tailLength))
        guard let end = (0...(tail.count - 22)).reversed().first(where: { Self.integer(tail, $0, 4) == 0x0605_4B50 }) else {
            throw malformed("no end of central directory record")
        }
        var count = Self.integer(tail, end + 10, 2)
        var directorySize = Self.integer(tail, end + 12, 4)
        var offset = Self.integer(tail, end + 16, 4)
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
            let locatorAt = size - tailLength + UInt64(end)
            guard locatorAt >= 20 else { throw malformed("no ZIP64 end of central directory locator") }
            let locator = try bytes(at: locatorAt - 20, count: 20)
            guard Self.integer(locator, 0, 4) == 0x0706_4B50 else { throw malformed("no ZIP64 end of central directory locator") }
            let recordAt = Self.integer(locator, 8, 8)
            guard size >= 56, recordAt <= size - 56 else {
                throw malformed("the ZIP64 end of central directory record lies outside the file")
            }
            let record = try bytes(at: recordAt, count: 56)
            guard Self.integer(record, 0, 4) == 0x0606_4B50 else { throw malformed("no ZIP64 end of central directory record") }
            count = Self.integer(record, 32, 8)
            directorySize = Self.integer(record, 40, 8)
            offset = Self.integer(record, 48, 8)
        }
        guard offset <= size, directorySize <= size - offset, count <= directorySize / 46 else {
            throw malformed("the central directory lies outside the file")
        }
        var entries: [Entry] = []
        var position = offset
        for _ in 0..<count {
            let header = try bytes(at: position, count: 46)
            guard Self.integer(header, 0, 4) == 0x0201_4B50 else {
                throw malformed("no central directory header at offset \(position)")
            }
            let nameLength = Int(Self.integer(header, 28, 2))
            let extraLength = Int(Self.integer(header, 30, 2))
            let commentLength = Self.integer(header, 32, 2)
            let variable = try bytes(at: position + 46, count: nameLength + extraLength)
            var entry = Entry(
                name: String(decoding: variable[..<nameLength], as: UTF8.self),
                method: Int(Self.integer(header, 10, 2)), compressedSize: Self.integer(header, 20, 4),
                size: Self.integer(header, 24, 4), checksum: UInt32(Self.integer(header, 16, 4)),
                headerOffset: Self.integer(header, 42, 4), flags: Int(Self.integer(header, 8, 2)))
            try Self.applyZip64(Array(variable[nameLength...]), to: &entry)
            guard entry.headerOffset < size, entry.compressedSize <= size else {
                throw malformed("\(entry.name) lies outside the file")
            }
            entries.append(entry)
            position += 46 + UInt64(nameLength + extraLength) + commentLength
        }
        return entries
    }

    /// Replaces the sizes and offset that are 0xFFFFFFFF with the ZIP64 extra field's.
    private static func applyZip64(_ extra: [UInt8], to entry: inout Entry) throws(ImportError) {
        var index = 0
        while index + 4 <= extra.count {
            let id = integer(extra, index, 2)
            let length = Int(integer(extra, index + 2, 2))
            guard index + 4 + length <= extra.count else { break }
            if id == 0x0001 {
                var field = index + 4
                func next() -> UInt64? {
                    guard field + 8 <= index + 4 + length else { return nil }
                    defer { field += 8 }
                    return integer(extra, field, 8)
                }
                if entry.size == 0xFFFF_FFFF, let value = next() { entry.size = value }
                if entry.compressedSize == 0xFFFF_FFFF, let value = next() { entry.compressedSize = value }
                if entry.headerOffset == 0xFFFF_FFFF, let value = next() { entry.headerOffset = value }
            }
            index += 4 + length
        }
    }

    private func fileSize() throws(ImportError) -> UInt64 {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable("cannot read the size of the ZIP file: \(String(cString: strerror(errno)))")
        }
        return UInt64(status.st_size)
    }
}
