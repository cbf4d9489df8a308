import FoundationEssentials
import Plugins
import Workouts

/// The one directory `import path=…` may read from; paths that lead outside it (`..`,
/// absolute paths elsewhere, symbolic links out) are refused.
struct ImportDirectory {
    private let root: URL?

    /// The directory at `path`; `nil` when none is configured.
    init(_ path: String?) {
        root = path.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath() }
    }

    /// The directory's path; nil when none is configured.
    var path: String? { root?.path }

    /// The file `path` names, after checking it stays inside the directory; with
    /// `creatingParent`, its parent directory is created first (private: 0700).
    func file(_ path: String, creatingParent: Bool = false) throws -> URL {
        guard let root else { throw TrainingError.importRefused("no import-directory is configured") }
        guard !path.isEmpty else {
            throw TrainingError.importRefused("the path is empty; expected a file in the import directory \(root.path)")
        }
        if creatingParent {
            let parent = root.appendingPathComponent(path).deletingLastPathComponent()
            try PrivateFiles.createDirectory(atPath: parent.path)
        }
        let named = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        let resolved = named.standardizedFileURL.resolvingSymlinksInPath()
        let rootParts = root.pathComponents
        let parts = resolved.pathComponents
        if parts == rootParts {
            throw TrainingError.importRefused("'\(path)' is the import directory \(root.path) itself; expected a file in it")
        }
        guard parts.count > rootParts.count, parts.starts(with: rootParts) else {
            throw TrainingError.importRefused("'\(path)' is outside the import directory \(root.path)")
        }
        return resolved
    }
}
