/// Identifies one chain: a signal sent to a store plus every effect it caused.
public struct ChainID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The chain's number, counting from 1 in each store.
    public let rawValue: UInt64

    /// The chain numbered `rawValue`.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { String(rawValue) }
}

/// One signal handled within a chain.
public struct ChainStep: Sendable {
    /// The signal that was handled.
    public let signal: any Signal
    /// The use case that handled it.
    public let useCase: String
    /// The effects it emitted, in order.
    public let effects: [any Signal]
    /// The answer it gave, if any.
    public let reply: (any Encodable & Sendable)?
    /// The work it left for after the chain.
    public let detachedWork: [DetachedWork]
    /// How long the use case took.
    public let duration: Duration
}

/// What happened to a chain: who handled what, the effects, errors and timings.
public struct ChainOutcome: Sendable {
    /// The chain this describes.
    public let chain: ChainID
    /// Every handled signal, in the order it was processed.
    public internal(set) var steps: [ChainStep] = []
    /// Everything that went wrong, the error that ended the chain first.
    public internal(set) var errors: [ChainError] = []
    /// Signals that were pending when the chain ended early and never ran.
    public internal(set) var abandoned: [any Signal] = []
    /// Time from the chain's start to its end (not counting time in the queue).
    public internal(set) var duration: Duration = .zero
    /// The answer the chain's detached work finished with, which replaces its first
    /// signal's reply.
    var detachedReply: (any Encodable & Sendable)?

    /// Whether the chain ran to the end without an error.
    public var succeeded: Bool { errors.isEmpty }
    /// The answer to the chain's first signal, if its use case (or the detached work it left) gave one.
    public var reply: (any Encodable & Sendable)? { detachedReply ?? steps.first?.reply }
    /// The work the chain's steps left for after it, in order.
    public var detachedWork: [DetachedWork] { steps.flatMap(\.detachedWork) }
    /// Every effect emitted in the chain, in order, read from the steps as it is walked
    /// (nothing is copied for a chain whose effects nobody reads).
    public var effects: some Collection<any Signal> { steps.lazy.flatMap(\.effects) }
}
