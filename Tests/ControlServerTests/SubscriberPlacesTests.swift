import Testing
@testable import ControlServer

/// The subscriber places of `EventSubscribers`, taken by `reserve` and given back: the last
/// is kept for admins, and the admin check is asked only when it decides.
@Suite("Subscriber places")
struct SubscriberPlacesTests {
    private static func subscribers(_ maximum: Int) -> EventSubscribers {
        EventSubscribers(maximumSubscribers: maximum) { _, _ in .success([]) }
    }

    @Test("Places are taken without asking who the peer is until only the admins' place is left")
    func lastPlaceForAdmins() {
        let subscribers = Self.subscribers(3)
        var checks = 0
        let peer = { (isAdmin: Bool) in { () -> Bool in checks += 1; return isAdmin } }
        #expect(subscribers.reserve(isAdmin: peer(false)) == nil)
        #expect(subscribers.reserve(isAdmin: peer(false)) == nil)
        #expect(checks == 0)
        #expect(subscribers.reserve(isAdmin: peer(false)) == .reservedForAdmins)
        #expect(subscribers.reserve(isAdmin: peer(true)) == nil)
        #expect(checks == 2)
        #expect(subscribers.reserve(isAdmin: peer(true)) == .full, "an admin is bounded by max-subscribers too")
        subscribers.cancelReservation()
        #expect(subscribers.reserve(isAdmin: peer(true)) == nil, "a place given back is free again")
    }

    @Test("With a single place there is no admins' place: anyone takes it")
    func singlePlace() {
        let subscribers = Self.subscribers(1)
        #expect(subscribers.adminReserve == 0)
        #expect(subscribers.reserve(isAdmin: { Issue.record("asked whether an admin"); return false }) == nil)
        #expect(subscribers.reserve(isAdmin: { true }) == .full)
    }

    @Test("With max-subscribers 0 nobody subscribes, admins included")
    func noPlaces() {
        #expect(Self.subscribers(0).reserve(isAdmin: { true }) == .full)
    }

    @Test("The places are looked at again after the admin check: what others took or gave back meanwhile counts")
    func placesChangingDuringTheCheck() {
        let subscribers = Self.subscribers(2)
        #expect(subscribers.reserve(isAdmin: { false }) == nil)
        // While an admin is asked about, another admin takes the last place.
        let crowded = subscribers.reserve(isAdmin: {
            #expect(subscribers.reserve(isAdmin: { true }) == nil)
            return true
        })
        #expect(crowded == .full)
        subscribers.cancelReservation()
        // While a peer that is no admin is asked about, a subscriber leaves: the place it
        // frees is no admin's place, and the peer gets it.
        let freed = subscribers.reserve(isAdmin: {
            subscribers.cancelReservation()
            return false
        })
        #expect(freed == nil)
    }
}
