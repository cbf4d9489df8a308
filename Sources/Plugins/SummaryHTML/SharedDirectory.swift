#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// A directory of a site that builds share while its files stay the same (the week pages of
/// one year): made once beside the builds as `<builds>/<key>.shared/`, its files listed in
/// `<builds>/<key>.listing`, and linked into each build by a relative symbolic link, so a
/// build whose old years did not change makes one link per year instead of one per page,
/// lists one line per year in its manifest, and removes as few when it goes.
struct SharedDirectory {
    /// One file of a build as its manifest (or its shared directory's listing) lists it: its
    /// path, its key, and the file.
    typealias Entry = (path: String, key: String, file: SiteFile)

    /// Where it is in the site, e.g. `weeks/2024`.
    let path: String
    /// The digest of its files' paths and keys: the same key, the same files.
    let key: String
    /// Its files, by path; none for one the previous build had that is kept whole.
    let entries: [Entry]

    /// `entries` split into the files a build keeps itself and the shared directories the
    /// others (`SiteFile.isShared`) fall into, each the directory its file is in, with the
    /// directories `kept` whole, sorted by path. A shared directory holding a file that is
    /// not shared, given twice or inside another is refused.
    static func grouping(_ entries: [Entry], keeping kept: [SharedDirectory]) throws -> (own: [Entry], shared: [SharedDirectory]) {
        var own: [Entry] = []
        var shared: [String: [Entry]] = [:]
        for entry in entries {
            guard entry.file.isShared else {
                own.append(entry)
                continue
            }
            // The link's depth is counted from the path's text, so only the plain form is taken.
            guard !entry.file.isNote, Self.isPlain(entry.path),
                  let slash = entry.path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
                throw ReportError.invalidValue(
                    field: "path", problem: "'\(entry.path)' cannot be shared: a note, in no directory or not in plain form")
            }
            shared[String(entry.path[..<slash]), default: []].append(entry)
        }
        for directory in kept where shared[directory.path] != nil {
            throw ReportError.invalidValue(field: "path", problem: "'\(directory.path)' is given twice")
        }
        let paths = Array(shared.keys) + kept.map(\.path)
        func isInside(_ path: String, _ directory: String) -> Bool { path.utf8.starts(with: (directory + "/").utf8) }
        for entry in own where paths.contains(where: { isInside(entry.path, $0) }) {
            throw ReportError.invalidValue(field: "path", problem: "'\(entry.path)' is in a shared directory but not shared")
        }
        for directory in paths where paths.contains(where: { isInside(directory, $0) }) {
            throw ReportError.invalidValue(field: "path", problem: "'\(directory)' is a shared directory inside another")
        }
        let directories = shared.keys.map { path in
            let files = (shared[path] ?? []).sorted { $0.path < $1.path }
            return SharedDirectory(path: path, key: SiteDirectory.identifier(of: listing(of: files)), entries: files)
        }
        return (own, (directories + kept).sorted { $0.path < $1.path })
    }

    /// The listing of `files`: each one's key and path, a line each; its digest is the
    /// directory's key.
    static func listing(of files: [Entry]) -> String {
        files.map { "\($0.key)\t\($0.path)\n" }.joined()
    }

    /// Whether `path` has no empty and no `.` component (`ReportPath` has refused `..`, a
    /// leading slash and NUL already): the form whose slashes count the link's depth.
    private static func isPlain(_ path: String) -> Bool {
        !path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .contains { $0.isEmpty || $0.elementsEqual(".".utf8) }
    }

    /// What the symbolic link in a build holds: up from its place to the builds directory,
    /// then into the shared directory.
    var linkText: String {
        String(repeating: "../", count: path.utf8.count { $0 == UInt8(ascii: "/") } + 1) + key + ".shared"
    }

    /// Makes the shared directory in `place` unless a complete one is there, each file put by
    /// `put` (true when it rendered the file); it is written under a temporary name, its
    /// files and itself fsynced, its listing written, then renamed into place. Returns the
    /// paths rendered.
    func make(in place: SitePlace, putting put: (Entry, String) throws -> Bool) throws -> [String] {
        let final = place.sharedPath(key)
        if place.isDirectory(final) { return [] }
        guard !entries.isEmpty else {
            throw ReportError.writeFailed(path: path, reason: "the shared directory to keep is gone")
        }
        let temporary = place.builds + "/." + key + ".shared.tmp"
        try SiteFiles.removeTree(temporary)
        guard mkdir(temporary, 0o755) == 0 else { throw AtomicFileWriter.failure(temporary, "mkdir") }
        var rendered: [String] = []
        do {
            for entry in entries {
                let name = entry.path.dropFirst(path.count + 1)
                if try put(entry, temporary + "/" + name) { rendered.append(entry.path) }
            }
            try AtomicFileWriter.synchronizeDirectory(temporary)
            try place.writeListing(Self.listing(of: entries), of: key)
            guard rename(temporary, final) == 0 else { throw AtomicFileWriter.failure(final, "rename") }
        } catch {
            try? SiteFiles.removeTree(temporary)
            throw error
        }
        return rendered
    }
}
