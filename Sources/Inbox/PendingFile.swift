/// A file in the inbox waiting to be quiet: when it may be taken, and how it was when last
/// seen, so a file still growing without a close is noticed.
struct PendingFile<Instant: InstantProtocol> {
    /// When the file may be taken, unless it changes or is open before.
    var deadline: Instant
    /// The file as last seen.
    var observed: ObservedFile
}

/// A regular file as the inbox last saw it: what `ImportedFile` remembers (name, size,
/// modification time), and its inode and status-change time, which any write, truncation
/// or replacement changes even when it restores the size and modification time.
struct ObservedFile: Equatable {
    /// The file's name, size and modification time.
    let file: ImportedFile
    /// The file system and inode.
    let device: UInt64
    let inode: UInt64
    /// The status-change time, in nanoseconds since 1970.
    let changedNanoseconds: Int64
}
