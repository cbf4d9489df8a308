#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Plugins

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
        root = try DurableFiles.resolvedDirectory(outputDirectory, shown: outputDirectory)
        var parent = root
        for component in components.dropLast() {
            parent = try DurableFiles.resolvedDirectory(parent + "/" + component, shown: site)
            guard parent.hasPrefix(root == "/" ? "/" : root + "/") else { throw ReportError.pathOutsideOutputDirectory(site) }
        }
        self.parent = parent
        name = components.last ?? "site"
        try DurableFiles.makeRealDirectory(builds, shown: site + "-builds")
    }

    /// The site's symbolic link.
    var link: String { parent + "/" + name }
    /// The directory holding the builds.
    var builds: String { parent + "/" + name + "-builds" }

    /// The build the link names, nil when there is no link yet; a `site` that is not a
    /// link, or a link this publisher did not make, is refused rather than replaced.
    func currentBuild() throws -> String? {
        switch DurableFiles.kind(of: link) {
        case nil: return nil
        case S_IFLNK: break
        default: throw ReportError.writeFailed(path: link, reason: "it is not the symbolic link liftd makes; move it away")
        }
        guard let text = DurableFiles.linkText(at: link), !text.isEmpty else {
            throw DurableFiles.failure(link, "readlink")
        }
        let prefix = name + "-builds/"
        let build = String(text.dropFirst(prefix.count))
        guard text.hasPrefix(prefix), build.utf8.count == 32,
              build.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            throw ReportError.writeFailed(path: link, reason: "it links to '\(text)', not to a build liftd made")
        }
        return build
    }

    /// Points the link at build `identifier` by renaming a new link over it, durably.
    func pointLink(at identifier: String) throws {
        let temporary = parent + "/." + name + ".link-" + identifier
        unlink(temporary)
        guard symlink(name + "-builds/" + identifier, temporary) == 0 else {
            throw DurableFiles.failure(temporary, "symlink")
        }
        guard rename(temporary, link) == 0 else {
            unlink(temporary)
            throw DurableFiles.failure(link, "rename")
        }
        try DurableFiles.synchronizeDirectory(parent)
    }

    /// Removes every entry of the builds directory but build `identifier` (older builds, and
    /// the manifests, notes and shared directories an older liftd kept there), and links a
    /// crash left behind.
    func removeBuilds(except identifier: String) throws {
        for entry in try (DurableFiles.names(in: builds) ?? []).sorted() where entry != identifier {
            try DurableFiles.removeTree(builds + "/" + entry)
        }
        for entry in try (DurableFiles.names(in: parent) ?? []).sorted() where entry.hasPrefix("." + name + ".link-") {
            try DurableFiles.removeTree(parent + "/" + entry)
        }
    }

    /// The absolute path of the regular file `relative` in the output directory; refused when
    /// it leaves it or is not a regular file.
    func outputFile(_ relative: String) throws -> String {
        let components = try ReportPath.components(of: relative)
        var directory = root
        for component in components.dropLast() {
            guard let resolved = realpath(directory + "/" + component, nil) else {
                throw DurableFiles.failure(relative, "realpath")
            }
            directory = String(cString: resolved)
            free(resolved)
            guard directory.hasPrefix(root == "/" ? "/" : root + "/") else {
                throw ReportError.pathOutsideOutputDirectory(relative)
            }
        }
        let path = directory + "/" + (components.last ?? "")
        guard DurableFiles.kind(of: path) == S_IFREG else { throw ReportError.pathOutsideOutputDirectory(relative) }
        return path
    }
}
