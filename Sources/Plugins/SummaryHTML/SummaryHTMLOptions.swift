/// The `summary-html` plugin's options.
public struct SummaryHTMLOptions: PluginOptions {
    /// The site's symbolic link, relative to the output directory; builds go beside it in
    /// `<directory>-builds/`.
    public var directory = "site"
    /// Whether the health exports are linked from the site (hard-linked into it).
    public var publishesExports = false
    /// Where the health exports are, relative to the output directory.
    public var exportsDirectory = "health"

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        .value("directory", at: \.directory,
               "the site's symbolic link, relative to the output directory; builds go in <directory>-builds",
               check: pathCheck),
        .value("publish-exports", at: \.publishesExports, "link the health exports from the site"),
        .value("exports-directory", at: \.exportsDirectory,
               "where the health exports are, relative to the output directory", check: pathCheck),
    ]

    private static func pathCheck(_ path: String) -> String? {
        (try? ReportPath.components(of: path)) == nil
            ? "'\(path)' leaves the output directory; expected a relative path without '..'" : nil
    }
}
