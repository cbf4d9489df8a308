/// A stable, machine-readable error code on the control socket, e.g. `malformed-json`.
/// Other parts of the daemon add their own (`unknown-signal`, `forbidden`) in extensions.
public struct ErrorCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A code with this wire text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// A line starting with `{` that is not valid JSON, or JSON that is not an object.
    public static let malformedJSON = ErrorCode("malformed-json")
    /// A JSON request without a non-empty string `signal`.
    public static let missingSignal = ErrorCode("missing-signal")
    /// A request `id` that is an array or object rather than a scalar.
    public static let invalidID = ErrorCode("invalid-id")
    /// A text-form request that cannot be read, e.g. an unterminated quote.
    public static let invalidText = ErrorCode("invalid-text")
    /// A line with nothing in it. The server skips blank lines rather than answering them.
    public static let emptyLine = ErrorCode("empty-line")
    /// A line with a NUL byte or invalid UTF-8.
    public static let binaryData = ErrorCode("binary-data")
    /// A line longer than the configured limit; the connection is closed after the error.
    public static let lineTooLong = ErrorCode("line-too-long")
    /// A connection beyond the configured number of clients; it is closed after the error.
    public static let tooManyClients = ErrorCode("too-many-clients")
    /// A client silent for longer than the idle timeout; it is closed after the error.
    public static let idleTimeout = ErrorCode("idle-timeout")
    /// A request not answered within the request deadline.
    public static let deadlineExceeded = ErrorCode("deadline-exceeded")
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
