import FoundationEssentials
import SignalStore

/// One file of a static site: where it goes inside the site and where its bytes come from.
public struct SiteFile: Sendable, Equatable {
    /// Where a file's bytes come from.
    public enum Contents: Sendable, Equatable {
        /// These bytes.
        case bytes(Data)
        /// A regular file already in the output directory at this relative path (a health
        /// export), hard-linked into the site.
        case outputFile(String)
    }

    /// Where it goes, relative to the site's root, e.g. `weeks/2025/2025-W38.html`.
    public var path: String
    /// Where its bytes come from.
    public var contents: Contents

    /// The file at `path` holding `bytes`.
    public init(path: String, bytes: Data) {
        self.path = path
        contents = .bytes(bytes)
    }

    /// The file at `path`, a hard link to `outputFile` (relative to the output directory).
    public init(path: String, linking outputFile: String) {
        self.path = path
        contents = .outputFile(outputFile)
    }
}

/// Publishes static sites inside the output directory: each build complete and durable in a
/// directory of its own before a symbolic link is renamed over the old one, so a web server
/// serves the old site or the new one, never half of one. The daemon's is
/// `SiteDirectory` (module PluginFileSystem).
public protocol SitePublishing: Sendable {
    /// Publishes `files` as the site whose link is `directory` (relative to the output
    /// directory): writes them into a new build, makes it durable, renames a new link over
    /// `directory` and removes the older builds. Returns the link's absolute path. A path
    /// given twice or leaving the site, or a `directory` that is not a link liftd made, is
    /// refused and the site left as it was.
    func publish(_ files: [SiteFile], at directory: String) throws -> String
    /// The regular files under `directory` of the output directory, relative to it and
    /// sorted; symbolic links are not followed. Empty when the directory does not exist.
    func files(under directory: String) throws -> [String]
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
    func publish(_ files: [SiteFile], at directory: String) throws -> String { throw ReportError.noOutputDirectory }
    func files(under directory: String) throws -> [String] { throw ReportError.noOutputDirectory }
}
