/// The `outbox:` section: how long a notification that waited through a stop of liftd may
/// still be delivered after the next start.
public struct OutboxSection: Sendable, Equatable {
    /// Notifications queued longer ago than this when liftd starts are dropped, with a log
    /// line, instead of delivered late (`max-age`).
    public var maximumAge: Duration

    /// The default: a day.
    public init(maximumAge: Duration = .seconds(86_400)) { self.maximumAge = maximumAge }

    /// The range `max-age` may take.
    public static let maximumAgeRange = Duration.seconds(1)...Duration.seconds(365 * 86_400)
}

extension ConfigurationReader {
    static let outboxKeys = ["max-age"]

    mutating func readOutbox(_ node: ConfigNode?) -> OutboxSection {
        var outbox = OutboxSection()
        guard let node, !node.isNull else { return outbox }
        guard problems.attempt({ () throws(ConfigurationProblem) in try node.mapping("outbox") }) != nil else { return outbox }
        node.checkKeys(Self.outboxKeys, in: "outbox", into: &problems)
        if let value = node["max-age"], let age = problems.attempt({ () throws(ConfigurationProblem) in
            let age = try value.duration("max-age")
            guard OutboxSection.maximumAgeRange.contains(age) else {
                throw ConfigurationProblem("'max-age': expected a duration from 1s to 365d, like 1d, found \(value.kindDescription)",
                                           at: value.location)
            }
            return age
        }) {
            outbox.maximumAge = age
        }
        return outbox
    }
}
