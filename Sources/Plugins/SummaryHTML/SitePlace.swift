#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// Where one site lives in the output directory: its link `<parent>/<name>`, its builds in
/// `<parent>/<name>-builds/`, each parent resolved and checked to be inside the output
/// directory, the builds directory a real directory (not a link leading elsewhere).
struct SitePlace {
    /// The output directory, symbolic links resolved.
    let root: String
    /// The directory holding the link and the builds directory, resolved, inside `root`.
    let parent: String
    /// The link's name, e.g. `site`.
    let name: String

    /// The place of `site` (relative) in `outputDirectory`, creating missing directories.
    init(outputDirectory: String, site: String) throws {
        let components = try ReportPath.components(of: site)
        root = try AtomicFileWriter.resolvedDirectory(outputDirectory, shown: outputDirectory)
        var parent = root
        for component in components.dropLast() {
            parent = try AtomicFileWriter.resolvedDirectory(parent + "/" + component, shown: site)
            guard parent.hasPrefix(root == "/" ? "/" : root + "/") else {
                throw ReportError.pathOutsideOutputDirectory(site)
            }
        }
        self.parent = parent
        name = components.last ?? "site"
        try SiteFiles.makeRealDirectory(builds, shown: site + "-builds")
    }

    /// The site's symbolic link.
    var link: String { parent + "/" + name }
    /// The directory holding the builds.
    var builds: String { parent + "/" + name + "-builds" }
    /// The path of build `identifier`.
    func buildPath(_ identifier: String) -> String { builds + "/" + identifier }
    /// The directory of build `identifier`'s notes.
    func notesPath(_ identifier: String) -> String { builds + "/" + identifier + ".notes" }
    /// Where the file a manifest lists at `path` goes in build `identifier`: a note's path
    /// (`/` first) among its notes, any other in the build.
    func location(of path: String, in identifier: String) -> String {
        path.hasPrefix("/") ? notesPath(identifier) + path : buildPath(identifier) + "/" + path
    }
    /// The directory builds share whose files digest to `key` (see `SharedDirectory`).
    func sharedPath(_ key: String) -> String { builds + "/" + key + ".shared" }
    /// Build `identifier` relative to the output directory.
    func relativeBuild(_ identifier: String) -> String { String(buildPath(identifier).dropFirst(root.count + 1)) }
    /// What the link holds when it names build `identifier`.
    private func linkText(_ identifier: String) -> String { name + "-builds/" + identifier }

    /// The build the link names, nil when there is no link yet; a `site` that is not a
    /// link, or a link this writer did not make, is refused rather than replaced.
    func currentBuild() throws -> String? {
        var status = stat()
        guard lstat(link, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw AtomicFileWriter.failure(link, "lstat")
        }
        guard (status.st_mode & S_IFMT) == S_IFLNK else {
            throw ReportError.writeFailed(path: link, reason: "it is not the symbolic link liftd makes; move it away")
        }
        guard let text = SiteFiles.linkText(at: link), !text.isEmpty else { throw AtomicFileWriter.failure(link, "readlink") }
        let prefix = name + "-builds/"
        guard text.hasPrefix(prefix), Self.isIdentifier(String(text.dropFirst(prefix.count))) else {
            throw ReportError.writeFailed(path: link, reason: "it links to '\(text)', not to a build liftd made")
        }
        return String(text.dropFirst(prefix.count))
    }

    /// Whether build `identifier` exists as a directory.
    func isBuild(_ identifier: String) -> Bool { isDirectory(buildPath(identifier)) }

    /// Whether `path` is a directory itself (not a link to one).
    func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Creates an empty directory for build `identifier`, removing what a crash left there.
    func startBuild(_ identifier: String) throws -> String {
        let path = buildPath(identifier)
        try SiteFiles.removeTree(path)
        try SiteFiles.removeTree(notesPath(identifier))
        guard mkdir(path, 0o755) == 0 else { throw AtomicFileWriter.failure(path, "mkdir") }
        return path
    }

    /// Points the link at build `identifier` by renaming a new link over it, durably.
    func pointLink(at identifier: String) throws {
        let temporary = parent + "/." + name + ".link-" + identifier
        unlink(temporary)
        guard symlink(linkText(identifier), temporary) == 0 else { throw AtomicFileWriter.failure(temporary, "symlink") }
        guard rename(temporary, link) == 0 else {
            unlink(temporary)
            throw AtomicFileWriter.failure(link, "rename")
        }
        try AtomicFileWriter.synchronizeDirectory(parent)
    }

    /// Removes every build, manifest, notes, shared directory and listing but `identifier`'s
    /// and those of the shared directories `sharedKeys`, and links a crash left behind.
    func removeBuilds(except identifier: String, sharing sharedKeys: [String]) throws {
        let shared = sharedKeys.flatMap { [$0 + ".shared", $0 + ".listing"] }
        let kept = Set([identifier, identifier + ".manifest", identifier + ".notes"] + shared)
        for entry in try SiteFiles.names(in: builds) where !kept.contains(entry) {
            var path = builds + "/" + entry
            if entry.hasSuffix(".shared") {
                // Out of its name first: a shared directory under its name is whole, and a crash
                // part way through removing it must not leave a partial one there to be linked.
                let leaving = builds + "/." + entry + ".tmp"
                guard rename(path, leaving) == 0 else { throw AtomicFileWriter.failure(path, "rename") }
                path = leaving
            }
            try SiteFiles.removeTree(path)
        }
        for entry in try SiteFiles.names(in: parent) where entry.hasPrefix("." + name + ".link-") {
            try SiteFiles.removeTree(parent + "/" + entry)
        }
    }

    /// Whether `text` looks like a build identifier: 32 lowercase hex digits.
    static func isIdentifier(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
