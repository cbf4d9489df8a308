import Foundation

/// A fresh temporary directory, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }
}
