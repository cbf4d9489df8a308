import ControlProtocol
@testable import Plugins

extension ImportChunk {
    /// A chunk carrying `text` (in base64) at `offset` of upload `upload`, whose whole size is
    /// `size` (by default, where the text ends).
    static func carrying(_ text: String, upload: String, offset: Int = 0, size: Int? = nil) -> ImportChunk {
        let data = Array(text.utf8).withUnsafeBytes { Base64Text.encode($0) }
        return ImportChunk(upload: upload, offset: offset, size: size ?? offset + text.utf8.count, data: data)
    }
}

extension ImportFile {
    /// `import upload=…` for an upload holding exactly `text`, with its size and SHA-256.
    static func upload(_ upload: String, holding text: String, units: String? = nil) -> ImportFile {
        ImportFile(upload: upload, size: text.utf8.count, sha256: SHA256.hexDigest(of: text.utf8), units: units)
    }
}
