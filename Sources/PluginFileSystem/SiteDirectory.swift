#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import FoundationEssentials
import Plugins

/// Publishes static sites inside one output directory. A site `site` is a symbolic link
/// `site -> site-builds/<id>`; each build is written whole into a new `site-builds/<id>/`
/// and made durable, then a new link is renamed over the old one and every other entry of
/// `site-builds/` (older builds, and what an older liftd kept there) is removed. Paths that
/// would leave the output directory, and a `site` or `site-builds` that is not what this
/// publisher makes, are refused.
public struct SiteDirectory: SitePublishing {
    /// The directory everything stays inside; created when missing.
    public let outputDirectory: String

    /// A publisher confined to `outputDirectory`.
    public init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
    }

    public func publish(_ files: [SiteFile], at directory: String) throws -> String {
        let place = try SitePlace(outputDirectory: outputDirectory, site: directory)
        var seen = Set<String>()
        for file in files {
            guard seen.insert(try ReportPath.components(of: file.path).joined(separator: "/")).inserted else {
                throw ReportError.invalidValue(field: "path", problem: "'\(file.path)' is given twice")
            }
        }
        _ = try place.currentBuild()
        let build = Self.newIdentifier()
        let target = place.builds + "/" + build
        guard mkdir(target, 0o755) == 0 else { throw DurableFiles.failure(target, "mkdir") }
        do {
            var made = Set<String>()
            for file in files {
                let components = try ReportPath.components(of: file.path)
                var path = target
                for component in components.dropLast() {
                    path += "/" + component
                    if made.insert(path).inserted { try DurableFiles.makeRealDirectory(path, shown: file.path) }
                }
                path += "/" + (components.last ?? "")
                switch file.contents {
                case .bytes(let bytes): try DurableFiles.write(bytes, to: path)
                case .outputFile(let source): try DurableFiles.linkOrCopy(try place.outputFile(source), to: path)
                }
            }
            try DurableFiles.synchronizeFileSystem(of: target)
            try place.pointLink(at: build)
        } catch {
            // The link still names the previous build; what was made of this one goes.
            try? DurableFiles.removeTree(target)
            throw error
        }
        try place.removeBuilds(except: build)
        return place.link
    }

    public func files(under directory: String) throws -> [String] {
        let root = try DurableFiles.resolvedDirectory(outputDirectory, shown: outputDirectory)
        var found: [String] = []
        var pending = [try ReportPath.components(of: directory).joined(separator: "/")]
        while let relative = pending.popLast() {
            guard DurableFiles.kind(of: root + "/" + relative) == S_IFDIR else { continue }
            for entry in try (DurableFiles.names(in: root + "/" + relative) ?? []).sorted() where !entry.hasPrefix(".") {
                switch DurableFiles.kind(of: root + "/" + relative + "/" + entry) {
                case S_IFDIR: pending.append(relative + "/" + entry)
                case S_IFREG: found.append(relative + "/" + entry)
                default: continue
                }
            }
        }
        return found.sorted()
    }

    /// A new build's name: 32 random lowercase hex digits.
    static func newIdentifier() -> String {
        UUID().uuidString.lowercased().filter { $0 != "-" }
    }
}
