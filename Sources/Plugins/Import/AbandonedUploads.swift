import Foundation

extension UploadStaging {
    /// How long an upload may go without a new piece before it counts as abandoned.
    static let maximumIdleTime: TimeInterval = 3_600

    /// Whether `name` may name an upload: 1–64 letters, digits or `-`.
    static func isUploadName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count) && name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        }
    }

    /// Removes the staged uploads last written more than `maximumIdleTime` before `now`
    /// (a client that failed or gave up); returns their paths. Only regular files named as
    /// uploads are staged (`<upload>.csv`) are touched.
    func removeAbandoned(now: Date) throws -> [String] {
        guard let root = directory.path else { return [] }
        let staging = root + "/.uploads"
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: staging) else { return [] }
        var removed: [String] = []
        for name in names.sorted() where name.hasSuffix(".csv") && Self.isUploadName(String(name.dropLast(4))) {
            let path = staging + "/" + name
            let attributes = try manager.attributesOfItem(atPath: path)
            guard attributes[.type] as? FileAttributeType == .typeRegular,
                  let written = attributes[.modificationDate] as? Date,
                  now.timeIntervalSince(written) > Self.maximumIdleTime else { continue }
            try manager.removeItem(atPath: path)
            removed.append(path)
        }
        return removed
    }
}
