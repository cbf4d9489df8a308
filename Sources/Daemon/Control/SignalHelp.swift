import SignalStore

/// `help`'s answer: the signals people send, then apart those liftd and liftctl send
/// themselves, each sorted by name.
public struct SignalListing: Sendable, Encodable, Equatable {
    /// The signals people send.
    public var commands: [SignalHelp]
    /// The signals liftd or liftctl send themselves (notifications, upload chunks, ticks).
    public var `internal`: [SignalHelp]
}

/// One signal in `help`'s listing.
public struct SignalHelp: Sendable, Encodable, Equatable {
    /// Its wire name.
    public var signal: String
    /// What it does, one line.
    public var purpose: String
    /// The access level needed to send it.
    public var access: String
    /// Its fields.
    public var fields: [SignalField]
}

/// `help name=SIGNAL`'s answer: all that is declared of one signal.
public struct SignalPage: Sendable, Encodable, Equatable {
    /// Its wire name.
    public var signal: String
    /// What it does, one line.
    public var purpose: String
    /// The access level needed to send it.
    public var access: String
    /// Whether liftd or liftctl sends it itself rather than a person.
    public var `internal`: Bool
    /// Each field, in the order its decoder reads them.
    public var fields: [FieldHelp]
    /// A request in the text form.
    public var example: String
}

/// One field on a `SignalPage`.
public struct FieldHelp: Sendable, Encodable, Equatable {
    /// The field's key.
    public var name: String
    /// Its type, as `SignalSchema` describes it (`string` for one of `values`).
    public var type: String
    /// Whether a request must give it.
    public var required: Bool
    /// What it holds.
    public var summary: String
    /// The values it takes, when only a few do.
    public var values: [String]?
    /// What an absent one is, when it has a default.
    public var `default`: String?
}
