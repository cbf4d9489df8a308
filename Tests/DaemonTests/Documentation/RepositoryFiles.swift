import Foundation

/// Files of this repository that the documentation tests read: docs, man pages, examples.
enum RepositoryFiles {
    /// The repository's top directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `path`, relative to the repository.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
