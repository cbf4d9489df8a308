import SignalStore

/// A chunk refused because of the bounds on staged uploads (`UploadLimits`), with its own
/// error code, so a client can tell "wait and try again" from a chunk that is wrong.
public struct UploadRefusal: Error, Equatable, CustomStringConvertible, CodedError {
    /// `too-many-uploads` or `upload-space-full`.
    public let code: String?
    /// What was refused, what is staged, and what to do.
    public let description: String

    /// The uid already has `UploadLimits.maximumUploadsPerUser` uploads, none of them idle.
    public static func tooManyUploads(_ upload: String, owner: String, staged: [StagedUpload]) -> Self {
        let names = staged.map { "'\($0.name)'" }.sorted().joined(separator: ", ")
        return Self(
            code: "too-many-uploads",
            description: "upload '\(upload)' not started: \(Self.sender(owner)) has \(staged.count) uploads staged "
                + "(\(names)), the most per uid, and none has been idle for \(Int(UploadLimits.idleTime)) s: "
                + "import one (import upload=ID), or start this one again once one is idle")
    }

    /// `adding` more bytes would take the uploads staged past the `upload-space` cap.
    public static func spaceFull(_ upload: String, adding: Int, staged: Int, count: Int, capMiB: Int) -> Self {
        Self(
            code: "upload-space-full",
            description: "upload '\(upload)' refused: \(adding) more bytes would go past the \(capMiB) MiB "
                + "staged uploads may hold together (upload-space); \(count) uploads hold \(staged) bytes now: "
                + "try again once they are imported or removed after \(Int(UploadLimits.abandonedTime / 60)) minutes idle")
    }

    /// The sender as the messages name it.
    private static func sender(_ owner: String) -> String { owner == "local" ? "liftd" : "uid \(owner)" }
}
