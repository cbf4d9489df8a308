import Foundation
import SignalStore

/// One file of a static site: where it goes inside the site and where its bytes come from.
/// A publisher renders only files whose input digest differs from the previous build's;
/// the rest are hard-linked from it.
public struct SiteFile: Sendable {
    /// Where a file's bytes come from.
    public enum Source: Sendable {
        /// Rendered by `render` from inputs whose digest is `inputDigest`: equal digests
        /// promise equal bytes, so `render` runs only when the digest is new.
        case rendered(inputDigest: String, render: @Sendable () throws -> Data)
        /// A regular file already in the output directory at this relative path (a health
        /// export), hard-linked into the site.
        case outputFile(String)
        /// The shared directory at this path as the previous build had it, kept whole
        /// without its files being listed; when the previous build had none there (or none
        /// with its listing), the directory is made of `files` (each shared, inside it) like
        /// any other.
        case keptDirectory(files: @Sendable () throws -> [SiteFile])
    }

    /// Where it goes, relative to the site's root, e.g. `weeks/2025/2025-W38.html`.
    public var path: String
    /// Where its bytes come from.
    public var source: Source
    /// Whether it is a note the next build reads (`SitePublishing.note(_:at:)`), kept beside
    /// the site instead of in it, so no web server serves it.
    public var isNote = false
    /// Whether the directory it is in is one builds share while its files stay the same
    /// (every file there must be shared): kept once beside the builds and linked into each,
    /// so old years of week pages cost a build one link each, not one per page.
    public var isShared = false

    /// The file at `path`, whose bytes `render` makes from inputs digesting to `inputDigest`;
    /// `shared` when its directory is one builds share (see `isShared`).
    public init(path: String, inputDigest: String, shared: Bool = false, render: @escaping @Sendable () throws -> Data) {
        self.path = path
        self.source = .rendered(inputDigest: inputDigest, render: render)
        self.isShared = shared
    }

    /// The file at `path`, a hard link to `outputFile` (relative to the output directory).
    public init(path: String, linking outputFile: String) {
        self.path = path
        self.source = .outputFile(outputFile)
    }

    /// The shared directory at `path` as the previous build had it, or else made of `files`
    /// (see `Source.keptDirectory`): a year of week pages that did not change costs a build
    /// one line, however many pages it holds.
    public init(keepingSharedDirectory path: String, files: @escaping @Sendable () throws -> [SiteFile]) {
        self.path = path
        self.source = .keptDirectory(files: files)
        self.isShared = true
    }

    /// A note at `path` for the next build, made by `render` like a page's bytes.
    public init(notePath path: String, inputDigest: String, render: @escaping @Sendable () throws -> Data) {
        self.init(path: path, inputDigest: inputDigest, render: render)
        isNote = true
    }
}

/// What one publication did: where the site now is and which files were made anew.
public struct SitePublication: Sendable, Equatable {
    /// The absolute path of the site's symbolic link.
    public var path: String
    /// The build directory the link now names, relative to the output directory.
    public var build: String
    /// The files rendered anew, sorted (notes left out).
    public var rendered: [String]
    /// The files hard-linked from the previous build, sorted (notes left out); a shared
    /// directory kept whole (`SiteFile.Source.keptDirectory`) is its path and a slash.
    public var reused: [String]
}

/// Publishes static sites inside the output directory: each build complete in a directory
/// of its own before a symbolic link is renamed over the old one, so a web server serves
/// the old site or the new one, never half of one.
public protocol SitePublishing: Sendable {
    /// Publishes `files` as the site whose link is `directory` (relative to the output
    /// directory); files whose digest matches the previous build's are hard-linked from it,
    /// and older builds are removed once the link names the new one.
    func publish(_ files: [SiteFile], at directory: String) throws -> SitePublication
    /// The regular files under `directory` of the output directory, relative to it and
    /// sorted; symbolic links are not followed. Empty when the directory does not exist.
    func files(under directory: String) throws -> [String]
    /// What the build `directory` names remembered for the next one (see
    /// `publish(_:at:remembering:)`); nil when there is no such build or memory.
    func memory(at directory: String) throws -> String?
    /// The note at `path` (see `SiteFile.isNote`) of the build `directory` names; nil when
    /// there is no such build or note.
    func note(_ path: String, at directory: String) throws -> Data?
    /// Publishes `files` like `publish(_:at:)`, keeping `memory` (one line of text) with the
    /// build for the next publication to read.
    func publish(_ files: [SiteFile], at directory: String, remembering memory: String) throws -> SitePublication
}

extension SitePublishing {
    /// No memory: a publisher that keeps none makes every build from all the data.
    public func memory(at directory: String) throws -> String? { nil }

    /// No notes: a publisher that keeps none makes every build from all the data.
    public func note(_ path: String, at directory: String) throws -> Data? { nil }

    /// Publishes `files`, keeping no memory.
    public func publish(_ files: [SiteFile], at directory: String, remembering memory: String) throws -> SitePublication {
        try publish(files, at: directory)
    }
}

private enum SitePublisherKey: DependencyKey {
    static var liveValue: any SitePublishing { UnconfiguredSitePublisher() }
    static let name = "sitePublisher"
}

extension DependencyValues {
    /// Where static sites are published. The daemon sets
    /// `SiteDirectory(outputDirectory: paths.outputDirectory)`; until then publishing fails.
    public var sitePublisher: any SitePublishing {
        get { self[SitePublisherKey.self] }
        set { self[SitePublisherKey.self] = newValue }
    }
}

/// The publisher in effect until an output directory is configured: refuses everything.
struct UnconfiguredSitePublisher: SitePublishing {
    func publish(_ files: [SiteFile], at directory: String) throws -> SitePublication { throw ReportError.noOutputDirectory }
    func files(under directory: String) throws -> [String] { throw ReportError.noOutputDirectory }
}
