/// A file in the inbox waiting to be quiet: when it may be taken, and its size and
/// modification time when last seen, so a file still growing without a close is noticed.
struct PendingFile<Instant: InstantProtocol> {
    /// When the file may be taken, unless it changes before.
    var deadline: Instant
    /// The file as last seen.
    var file: ImportedFile
}
