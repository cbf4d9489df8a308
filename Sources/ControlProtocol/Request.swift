/// One request read from the control socket: which signal to send, with which fields.
public struct Request: Sendable, Equatable {
    /// The caller's correlation id, echoed in the response; any JSON scalar.
    public var id: JSONValue?
    /// The signal's wire name, e.g. `log-set`.
    public var signal: String
    /// The signal's fields (everything except `signal` and `id`).
    public var fields: [String: JSONValue]

    /// A request for `signal` with `fields`.
    public init(signal: String, fields: [String: JSONValue] = [:], id: JSONValue? = nil) {
        self.id = id
        self.signal = signal
        self.fields = fields
    }
}

/// The bytes of one request line as received, without its line ending.
public struct RequestLine: Sendable, Equatable {
    /// The raw bytes; they may be anything a client sent.
    public let bytes: [UInt8]

    /// A line of `bytes`.
    public init<Bytes: Sequence<UInt8>>(_ bytes: Bytes) { self.bytes = Array(bytes) }

    /// A line of `text`'s UTF-8.
    public init(_ text: String) { self.bytes = Array(text.utf8) }

    /// Whether the line holds nothing but spaces and tabs. The server skips such lines
    /// without answering, so pressing Enter in an interactive `socat` session is harmless.
    public var isBlank: Bool { bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }

    /// The request the line asks for, or why it cannot be read.
    public func parse() throws(RequestError) -> Request {
        try RequestParser.parse(bytes)
    }
}
