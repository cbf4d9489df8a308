#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import ControlProtocol
import Foundation

/// Publishes static sites inside one output directory. A site `site` is a symbolic link
/// `site -> site-builds/<id>`; each build is made whole in `site-builds/<id>/` (its files
/// fsynced), then a new link is renamed over the old one and the older builds are removed.
/// `<id>` is a digest of the build's manifest (`site-builds/<id>.manifest`: the input digest
/// and path of each file the build keeps itself, and the key and path of each shared
/// directory), so the same files give the same build. A file whose digest the previous
/// build gave it (in its manifest, or its shared directory's listing) is hard-linked from it
/// instead of rendered; the files of a shared
/// directory (`SiteFile.isShared`) live once in `site-builds/<key>.shared/`, listed in
/// `site-builds/<key>.listing` (the manifest names the directory by its key), and each
/// build using them links to it (`SharedDirectory`); one the previous build had can be kept
/// whole without its files being listed (`SiteFile.Source.keptDirectory`). A build's memory for
/// the next one is kept in its manifest (a line `#memory<TAB><text>`), its notes beside it in
/// `site-builds/<id>.notes/`, out of a web server's reach. Paths that would leave
/// the output directory, and a `site` or `site-builds` that is not what this writer makes,
/// are refused.
public struct SiteDirectory: SitePublishing {
    /// The directory everything stays inside; created when missing.
    public let outputDirectory: String

    /// A publisher confined to `outputDirectory`.
    public init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
    }

    public func publish(_ files: [SiteFile], at directory: String) throws -> SitePublication {
        try publish(files, at: directory, keeping: nil)
    }

    public func publish(_ files: [SiteFile], at directory: String, remembering memory: String) throws -> SitePublication {
        try publish(files, at: directory, keeping: memory)
    }

    public func memory(at directory: String) throws -> String? {
        let place = try SitePlace(outputDirectory: outputDirectory, site: directory)
        guard let build = try place.currentBuild(), place.isBuild(build) else { return nil }
        return place.memory(of: build)
    }

    public func note(_ path: String, at directory: String) throws -> Data? {
        _ = try ReportPath.components(of: path)
        let place = try SitePlace(outputDirectory: outputDirectory, site: directory)
        guard let build = try place.currentBuild(), place.isBuild(build) else { return nil }
        return FileManager.default.contents(atPath: place.location(of: "/" + path, in: build))
    }

    private func publish(_ files: [SiteFile], at directory: String, keeping memory: String?) throws -> SitePublication {
        let place = try SitePlace(outputDirectory: outputDirectory, site: directory)
        let previous = try place.currentBuild()
        let previousManifest = previous.flatMap { place.manifest(of: $0) }
        var entries: [SharedDirectory.Entry] = []
        var kept: [SharedDirectory] = []
        var seen = Set<String>()
        func add(_ file: SiteFile) throws {
            _ = try ReportPath.components(of: file.path)
            // A note's manifest path starts with a slash, which no file of the site's can.
            let path = file.isNote ? "/" + file.path : file.path
            guard seen.insert(path).inserted else {
                throw ReportError.invalidValue(field: "path", problem: "'\(file.path)' is given twice")
            }
            guard case .keptDirectory(let made) = file.source else {
                entries.append((path, try place.key(of: file), file))
                return
            }
            if let key = previousManifest?.shared[path], place.hasSharedDirectory(key) {
                kept.append(SharedDirectory(path: path, key: key, entries: []))
                return
            }
            for inner in try made() {
                guard inner.isShared, inner.path.utf8.starts(with: (path + "/").utf8) else {
                    throw ReportError.invalidValue(field: "path", problem: "'\(inner.path)' is not a shared file of '\(path)'")
                }
                try add(inner)
            }
        }
        for file in files.sorted(by: { $0.isNote == $1.isNote ? $0.path < $1.path : !$0.isNote }) { try add(file) }
        let (own, shared) = try SharedDirectory.grouping(entries, keeping: kept)
        // The shared directories' files are in their listings, so a build names each by one line.
        var manifest = own.map { "\($0.key)\t\($0.path)\n" }.joined()
        // Which directories are shared belongs to the build: the same files shared otherwise are another build.
        manifest += shared.map { "#shared\t\($0.key)\t\($0.path)\n" }.joined()
        if let memory {
            guard !memory.utf8.contains(UInt8(ascii: "\n")) else {
                throw ReportError.invalidValue(field: "memory", problem: "it holds a line break")
            }
            manifest += SitePlace.memoryPrefix + memory + "\n"
        }
        let build = Self.identifier(of: manifest)
        // A shared directory without its listing (an older liftd's) gets one, rather than a
        // build made again over the one the link names.
        for directory in shared where !directory.entries.isEmpty && place.isDirectory(place.sharedPath(directory.key))
            && !FileManager.default.fileExists(atPath: place.listingPath(directory.key)) {
            try place.writeListing(SharedDirectory.listing(of: directory.entries), of: directory.key)
        }
        var made = (rendered: [String](), reused: entries.filter { !$0.file.isNote }.map(\.path) + kept.map { $0.path + "/" })
        if previous != build || !place.isBuild(build) || !shared.allSatisfy({ place.isDirectory(place.sharedPath($0.key)) }) {
            made = try makeBuild(build, of: own, sharing: shared, in: place, linkingFrom: previous.map { ($0, previousManifest) })
            try place.writeManifest(manifest, of: build)
            try place.pointLink(at: build)
        }
        try place.removeBuilds(except: build, sharing: shared.map(\.key))
        return SitePublication(
            path: place.link, build: place.relativeBuild(build), rendered: made.rendered.sorted(), reused: made.reused.sorted())
    }

    /// Makes build `build` of `own` and links into it the directories of `shared` (made
    /// when missing), each file linked from build `previous` when its manifest (or the
    /// listing of its shared directory there) gives the same key, else rendered (or linked
    /// from the output directory), and fsyncs it; returns what was rendered and what linked.
    /// On failure what was made of the build is removed.
    private func makeBuild(
        _ build: String, of own: [SharedDirectory.Entry], sharing shared: [SharedDirectory], in place: SitePlace,
        linkingFrom previous: (build: String, manifest: (keys: [String: String], shared: [String: String])?)?
    ) throws -> (rendered: [String], reused: [String]) {
        let target = try place.startBuild(build)
        var made = (rendered: [String](), reused: [String]())
        var directories = Set<String>()
        /// Puts `entry` at `destination`: linked from the previous build when its key there
        /// (`previousKeys`) is the same, else rendered or linked from the output directory;
        /// true when rendered.
        func put(_ entry: SharedDirectory.Entry, at destination: String, previousKeys: [String: String]?) throws -> Bool {
            if let previous, previousKeys?[entry.path] == entry.key,
               SiteFiles.link(place.location(of: entry.path, in: previous.build), to: destination) {
                return false
            }
            switch entry.file.source {
            case .rendered(_, let render):
                try AtomicFileWriter.writeDurably(try render(), to: destination)
                return true
            case .outputFile(let source):
                try SiteFiles.linkOrCopy(try place.outputFile(source), to: destination)
                return false
            case .keptDirectory:
                // Never an entry: `publish` takes the directories to keep out first.
                throw ReportError.invalidValue(field: "path", problem: "'\(entry.path)' is a directory to keep, not a file")
            }
        }
        do {
            for entry in own {
                if entry.file.isNote {
                    let notes = place.notesPath(build)
                    if directories.insert(notes).inserted { try SiteFiles.makeRealDirectory(notes, shown: entry.file.path) }
                    try SiteFiles.makeParents(of: entry.file.path, in: notes, made: &directories)
                } else {
                    try SiteFiles.makeParents(of: entry.path, in: target, made: &directories)
                }
                let rendered = try put(entry, at: place.location(of: entry.path, in: build), previousKeys: previous?.manifest?.keys)
                if !entry.file.isNote { rendered ? made.rendered.append(entry.path) : made.reused.append(entry.path) }
            }
            for directory in shared {
                // A directory an older liftd made has no listing; its manifest listed the files.
                let previousKeys = previous?.manifest?.shared[directory.path].flatMap { place.listing(of: $0) }
                    ?? previous?.manifest?.keys
                let rendered = Set(try directory.make(in: place) { try put($0, at: $1, previousKeys: previousKeys) })
                made.rendered += rendered
                made.reused += directory.entries.isEmpty
                    ? [directory.path + "/"] : directory.entries.map(\.path).filter { !rendered.contains($0) }
                try SiteFiles.makeParents(of: directory.path, in: target, made: &directories)
                try SiteFiles.symbolicLink(directory.linkText, at: target + "/" + directory.path,
                                           sharingFrom: previous.map { place.location(of: directory.path, in: $0.build) })
            }
            try SiteFiles.synchronize(directories, in: target)
        } catch {
            // The link still names the previous build; what was made of this one goes.
            try? SiteFiles.removeTree(target)
            try? SiteFiles.removeTree(place.notesPath(build))
            throw error
        }
        return made
    }

    public func files(under directory: String) throws -> [String] {
        try SitePlace.files(under: directory, outputDirectory: outputDirectory)
    }

    /// The build identifier for `manifest`: the first 16 bytes of its SHA-256, in hex.
    static func identifier(of manifest: String) -> String {
        String(SHA256.hexDigest(of: Array(manifest.utf8)).prefix(32))
    }
}
