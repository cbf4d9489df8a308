import Foundation

extension UploadStaging {
    /// Whether `name` may name an upload: 1–64 letters, digits or `-`.
    static func isUploadName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count) && name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        }
    }

    /// Removes the staged uploads that received no chunk for `UploadLimits.abandonedTime`
    /// before `now` (a client that failed or gave up); returns their paths. Only regular
    /// files named as uploads are staged are touched.
    func removeAbandoned(now: Date) throws -> [String] {
        var removed: [String] = []
        for upload in stagedUploads() where upload.isIdle(for: UploadLimits.abandonedTime, at: now) {
            try FileManager.default.removeItem(atPath: upload.path)
            removed.append(upload.path)
        }
        return removed
    }
}
