/// Which names in the inbox are files still being written by someone else: a Syncthing
/// temporary (`.syncthing.NAME.tmp`), any hidden file (`.NAME`), an editor's or office
/// suite's lock or backup (`~NAME`), a partial download (`NAME.part`). They are left alone
/// until they are renamed to a name that is none of these.
public enum InboxFileName {
    /// Whether `name` is left alone.
    public static func isIgnored(_ name: String) -> Bool {
        name.isEmpty || name.hasPrefix(".") || name.hasPrefix("~") || name.hasSuffix(".part")
    }
}
