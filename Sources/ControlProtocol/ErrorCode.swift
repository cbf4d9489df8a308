/// A stable, machine-readable error code on the control socket, e.g. `malformed-json`.
/// Every code the daemon can answer with is a case here, so `allCases` is the complete list
/// (docs/PROTOCOL.md documents each one; a test checks that it does).
public enum ErrorCode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    // The line itself.
    /// A line starting with `{` or `[` that is not valid JSON, JSON that is not an object, or
    /// an object that gives a member name twice (at any depth).
    case malformedJSON = "malformed-json"
    /// A JSON request without a non-empty string `signal`.
    case missingSignal = "missing-signal"
    /// A request `id` that is an array or object rather than a scalar.
    case invalidID = "invalid-id"
    /// A text-form request that cannot be read, e.g. an unterminated quote.
    case invalidText = "invalid-text"
    /// A line with nothing in it. The server skips blank lines rather than answering them.
    case emptyLine = "empty-line"
    /// A line with a NUL byte or invalid UTF-8.
    case binaryData = "binary-data"

    // The connection.
    /// A line longer than the configured limit; the connection is closed after the error.
    case lineTooLong = "line-too-long"
    /// A connection beyond the configured number of clients (in all, for its peer uid, or
    /// outside the admins' reserve); it is closed after the error.
    case tooManyClients = "too-many-clients"
    /// A client silent for longer than the idle timeout, or whose request line did not
    /// arrive whole within the line timeout; it is closed after the error.
    case idleTimeout = "idle-timeout"
    /// A request not answered within the request deadline, or a chain past its deadline.
    case deadlineExceeded = "deadline-exceeded"
    /// A `subscribe` beyond the configured number of subscribers; the connection stays open.
    case tooManySubscribers = "too-many-subscribers"
    /// A request on a connection that streams events since `subscribe`; it is not read.
    case subscribed = "subscribed"

    // The request.
    /// The peer's access level is below what the signal needs.
    case forbidden = "forbidden"
    /// No configured use case declares a signal of this name.
    case unknownSignal = "unknown-signal"
    /// A field the signal requires is absent.
    case missingField = "missing-field"
    /// A field has the wrong type or an unacceptable value.
    case invalidField = "invalid-field"
    /// The reply could not be encoded as JSON.
    case internalError = "internal-error"

    // The chain the request started (the daemon maps the store's `ChainError` onto these).
    /// Every use case that declares the signal declined it.
    case unhandledSignal = "unhandled-signal"
    /// A signal would have caused itself (A → B → A).
    case signalCycle = "signal-cycle"
    /// The chain reached its bound on steps.
    case chainTooLong = "chain-too-long"
    /// A use case threw.
    case useCaseFailed = "use-case-failed"
    /// The chain was cancelled (its sender went away).
    case cancelled = "cancelled"
    /// The store's queue was full; the chain never started.
    case busy = "busy"
    /// The request's deadline passed while its chain was still queued or running: the chain
    /// goes on (the error's `chain` names it), and its outcome goes to the log and `watch`.
    case stillRunning = "still-running"
    /// A new upload by a uid that has the most uploads staged already, none of them idle.
    case tooManyUploads = "too-many-uploads"
    /// An upload's size, or a chunk's bytes, would take what staged uploads hold together
    /// past the `import` option `upload-space`.
    case uploadSpaceFull = "upload-space-full"

    public var description: String { rawValue }
}

/// A request the control socket rejects: what went wrong, for programs and for people.
public struct RequestError: Error, Sendable, Equatable {
    /// The stable code.
    public var code: ErrorCode
    /// A sentence for people.
    public var message: String
    /// The request's `id`, when it could be read, so the error can echo it.
    public var id: JSONValue?
    /// Extra members of the error object, e.g. `column` for malformed JSON.
    public var details: [String: JSONValue]

    /// An error with `code` and `message`, for the request with `id`.
    public init(_ code: ErrorCode, _ message: String, id: JSONValue? = nil, details: [String: JSONValue] = [:]) {
        self.code = code
        self.message = message
        self.id = id
        self.details = details
    }
}
