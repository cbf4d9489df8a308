/// A time zone read from tzdata: its offset from UTC at any instant and the transitions
/// around it. Instants are seconds since 1970-01-01 00:00 UTC.
///
/// Up to its file's last transition a zone follows the file's table; from the last
/// transition on, the file's POSIX TZ footer rule (RFC 8536), or the last transition's
/// offset when the footer is empty.
public struct Zone: Hashable, Sendable {
    /// The zone's name, such as `Europe/Berlin`.
    public let identifier: String
    private let transitionInstants: [Int64]
    private let transitionOffsets: [ZoneOffset]
    private let initialOffset: ZoneOffset
    /// The rule for instants from the last transition on, if the file has one.
    public let footer: PosixTimeZoneRule?
    /// The table's changes of offset, those that change nothing left out.
    private let tableTransitions: [ZoneTransition]

    /// UTC, known even without tzdata.
    public static let utc = Zone(
        identifier: "UTC",
        contents: TZifContents(transitionInstants: [], transitionOffsets: [], initialOffset: .utc, footer: nil))

    /// Reads a TZif file's bytes (version 2 or later); `file` names it in errors.
    public init(identifier: String, tzif bytes: [UInt8], file: String) throws(ZoneInfoError) {
        self.init(identifier: identifier, contents: try TZifParser.parse(bytes, file: file))
    }

    init(identifier: String, contents: TZifContents) {
        self.identifier = identifier
        transitionInstants = contents.transitionInstants
        initialOffset = contents.initialOffset
        footer = contents.footer
        var offsets = contents.transitionOffsets
        if let footer, let last = transitionInstants.last {
            offsets[offsets.count - 1] = footer.offset(at: last)
        }
        transitionOffsets = offsets
        var transitions: [ZoneTransition] = []
        var current = initialOffset
        for (instant, offset) in zip(transitionInstants, offsets) where offset != current {
            transitions.append(ZoneTransition(instant: instant, before: current, after: offset))
            current = offset
        }
        tableTransitions = transitions
    }

    /// Where the footer's rule takes over: the last transition (or always, with none).
    private var footerStart: Int64? {
        footer == nil ? nil : (transitionInstants.last ?? .min)
    }

    /// The offset, abbreviation and daylight saving flag at `instant`.
    public func offset(at instant: Int64) -> ZoneOffset {
        if let footer, let footerStart, instant >= footerStart { return footer.offset(at: instant) }
        guard let first = transitionInstants.first, instant >= first else { return initialOffset }
        return transitionOffsets[lastIndex(atOrBefore: instant, in: transitionInstants)]
    }

    /// The first change of offset after `instant`, or nil when the zone has none later.
    public func nextTransition(after instant: Int64) -> ZoneTransition? {
        let index = firstIndex(after: instant, in: tableTransitions)
        if index < tableTransitions.count { return tableTransitions[index] }
        guard let footer, let footerStart else { return nil }
        return footer.transition(after: max(instant, footerStart))
    }

    /// The last change of offset at or before `instant`, or nil when the zone has none earlier.
    public func previousTransition(atOrBefore instant: Int64) -> ZoneTransition? {
        if let footer, let footerStart, instant > footerStart,
           let change = footer.transition(atOrBefore: instant), change.instant > footerStart {
            return change
        }
        let index = firstIndex(after: instant, in: tableTransitions)
        return index > 0 ? tableTransitions[index - 1] : nil
    }

    /// The index of the last instant ≤ `instant` in `instants` (which has one).
    private func lastIndex(atOrBefore instant: Int64, in instants: [Int64]) -> Int {
        var low = 0, high = instants.count
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if instants[middle] <= instant { low = middle } else { high = middle }
        }
        return low
    }

    /// The index of the first transition after `instant`, or the count when none is.
    private func firstIndex(after instant: Int64, in transitions: [ZoneTransition]) -> Int {
        var low = 0, high = transitions.count
        while low < high {
            let middle = low + (high - low) / 2
            if transitions[middle].instant <= instant { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
