import ControlProtocol

extension ImportChunk {
    /// The chunk's bytes, after checking its fields against each other and `UploadLimits`
    /// and its upload's name: what is checked before any file is touched.
    func checkedBytes() throws -> [UInt8] {
        guard (0...UploadLimits.maximumUploadSize).contains(size) else {
            throw TrainingError.invalidValue(
                field: "size", problem: "\(size) bytes is not within an upload's 0–\(UploadLimits.maximumUploadSize) bytes")
        }
        guard offset >= 0 else {
            throw TrainingError.invalidValue(field: "offset", problem: "\(offset) is negative")
        }
        let bytes: [UInt8]
        do throws(Base64Text.Problem) {
            bytes = try Base64Text.decode(data)
        } catch {
            throw TrainingError.invalidValue(field: "data", problem: "not base64: \(error)")
        }
        guard bytes.count <= UploadLimits.maximumChunkSize else {
            throw TrainingError.invalidValue(
                field: "data", problem: "\(bytes.count) bytes is more than a chunk's \(UploadLimits.maximumChunkSize)")
        }
        // Compared without adding, so no offset a client sends can overflow.
        guard offset <= size, bytes.count <= size - offset else {
            throw TrainingError.invalidValue(
                field: "data", problem: "\(bytes.count) bytes at offset \(offset) go past the upload's size \(size)")
        }
        _ = try StagedUpload.checkedName(upload)
        return bytes
    }
}

extension ImportFile {
    /// `upload`'s name, size and SHA-256 (lowercased), after checking them: the checks made
    /// before the staged file is looked at.
    func checkedUpload(_ upload: String) throws -> (name: String, size: Int, sha256: String) {
        let name = try StagedUpload.checkedName(upload)
        guard let size else { throw TrainingError.invalidValue(field: "size", problem: "required with upload=") }
        guard let sha256 else { throw TrainingError.invalidValue(field: "sha256", problem: "required with upload=") }
        let expected = sha256.lowercased()
        guard expected.utf8.count == 64, expected.utf8.allSatisfy({ Self.isHexadecimalDigit($0) }) else {
            throw TrainingError.invalidValue(field: "sha256", problem: "'\(sha256)' is not 64 hexadecimal digits")
        }
        return (name, size, expected)
    }

    private static func isHexadecimalDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
