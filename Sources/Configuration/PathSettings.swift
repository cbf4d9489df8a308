/// Where the daemon keeps its files. Relative paths inside `stateDirectory` are resolved
/// against it.
public struct PathSettings: Sendable, Equatable {
    /// The directory for the database and everything else the daemon writes.
    public var stateDirectory: String
    /// The SQLite database file.
    public var database: String
    /// Where reports and exports are written; writers may not leave it.
    public var outputDirectory: String
    /// Where import files are picked up from.
    public var importDirectory: String

    /// The defaults under `stateDirectory`.
    public static func defaults(stateDirectory: String) -> Self {
        Self(stateDirectory: stateDirectory, database: stateDirectory + "/liftd.sqlite",
             outputDirectory: stateDirectory + "/output", importDirectory: stateDirectory + "/import")
    }
}
