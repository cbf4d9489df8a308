import ControlProtocol
import DurationUnits
import FoundationEssentials
import Scheduler
import SignalStore

/// The answer to `run-schedule`: how the schedule's chain went.
public struct RunScheduleReply: Sendable, Encodable {
    /// The schedule's name.
    public var schedule: String
    /// When it was started, ISO 8601 in UTC.
    public var startedAt: String
    /// The chain the firing ran as.
    public var chain: UInt64
    /// `ok`, or the chain's first error code.
    public var result: String
    /// The use cases that handled its signals, in order.
    public var handledBy: [String]
    /// How long the chain ran, in milliseconds.
    public var durationMilliseconds: Int64
    /// What the chain's first use case answered, if anything.
    public var reply: EncodedReply?

    /// The reply for `firing` once its chain ended with `outcome`.
    init(_ firing: ManualFiring, outcome: ChainOutcome) {
        schedule = firing.schedule
        startedAt = firing.startedAt.formatted(.iso8601)
        chain = outcome.chain.rawValue
        result = outcome.errors.first?.code ?? "ok"
        handledBy = outcome.steps.map(\.useCase)
        durationMilliseconds = outcome.duration.roundedUpMilliseconds
        reply = outcome.reply.map(EncodedReply.init)
    }

    /// A use case's answer, encoded as itself.
    public struct EncodedReply: Sendable, Encodable {
        let value: any Encodable & Sendable
        public func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }

    /// A manual firing whose chain is still to run; the request handler awaits it.
    struct Pending: AwaitedReply {
        let firing: ManualFiring

        init(_ firing: ManualFiring) { self.firing = firing }

        var awaitedChain: ChainID? { firing.chain.id }

        func resolved(id: JSONValue?) async throws(RequestError) -> any Encodable & Sendable {
            let outcome = await firing.outcome.value
            let reply = RunScheduleReply(firing, outcome: outcome)
            guard let error = outcome.errors.first else { return reply }
            throw RequestError(
                ErrorCode(error), "schedule '\(firing.schedule)' ran chain \(outcome.chain): \(error)", id: id,
                details: ["schedule": .string(firing.schedule), "chain": .integer(Int(outcome.chain.rawValue))])
        }

        /// Outside the daemon's request handler: just what was started.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(firing.schedule, forKey: .schedule)
            try container.encode(firing.startedAt.formatted(.iso8601), forKey: .startedAt)
        }

        private enum CodingKeys: String, CodingKey { case schedule, startedAt }
    }
}
