import FoundationEssentials
import Synchronization

/// Stretches of time without clock changes found so far, per zone, shared by every search in
/// the process: looking them up is much cheaper than asking Foundation for transitions.
final class StableStretchCache: Sendable {
    static let shared = StableStretchCache()
    /// Stretches kept per zone; the oldest is forgotten first.
    private static let stretchesPerZone = 64

    private let stretchesByZone = Mutex<[String: [StableStretch]]>([:])

    /// A known stretch containing `instant` in the zone named `identifier`.
    func stretch(containing instant: Int64, zone identifier: String) -> StableStretch? {
        stretchesByZone.withLock { stretchesByZone in stretchesByZone[identifier]?.last { $0.instants.contains(instant) } }
    }

    func remember(_ stretch: StableStretch, zone identifier: String) {
        stretchesByZone.withLock { stretchesByZone in
            var stretches = stretchesByZone[identifier, default: []]
            if stretches.count == Self.stretchesPerZone { stretches.removeFirst() }
            stretches.append(stretch)
            stretchesByZone[identifier] = stretches
        }
    }
}

/// Instants `x` whose surroundings `x ± ZoneClock.searchWindow` have no clock change, and
/// the zone's offset during them.
struct StableStretch: Sendable {
    let offset: Int64
    let instants: Range<Int64>
}
