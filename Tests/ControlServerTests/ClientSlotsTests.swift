import Testing
@testable import ControlServer

/// Client slots under test, counting how often the admin check is asked.
private final class Slots {
    var slots: ClientSlots
    var adminChecks = 0

    init(maximum: Int, perUser: Int, reserve: Int) {
        var settings = SocketSettings.defaults(path: "/unused")
        settings.maximumClients = maximum
        settings.maximumClientsPerUser = perUser
        settings.adminReserve = reserve
        slots = ClientSlots(settings)
    }

    func admit(_ userID: UInt32, admin: Bool = false) -> ClientSlots.Refusal? {
        slots.admit(userID: userID, isAdmin: {
            adminChecks += 1
            return admin
        })
    }
}

@Suite("Client slots")
struct ClientSlotsTests {
    @Test("Clients are admitted up to the maximum; then every one is refused until one leaves")
    func maximum() {
        let slots = Slots(maximum: 3, perUser: 10, reserve: 0)
        for user in UInt32(1)...3 { #expect(slots.admit(user) == nil) }
        #expect(slots.admit(4, admin: true) == .full)
        slots.slots.release(userID: 2)
        #expect(slots.slots.total == 2)
        #expect(slots.admit(4) == nil)
    }

    @Test("One uid holds at most its share of slots; other uids still get in; a slot freed is its own again")
    func perUser() {
        let slots = Slots(maximum: 10, perUser: 2, reserve: 0)
        #expect(slots.admit(1000) == nil)
        #expect(slots.admit(1000) == nil)
        #expect(slots.admit(1000) == .userFull(userID: 1000))
        #expect(slots.admit(1001) == nil)
        slots.slots.release(userID: 1000)
        #expect(slots.slots.count(userID: 1000) == 1)
        #expect(slots.admit(1000) == nil)
        #expect(slots.slots.total == 3)
    }

    @Test("An admin is not held to the per-uid share, and is asked about only when its uid holds it")
    func perUserSpareAdmins() {
        let slots = Slots(maximum: 4, perUser: 1, reserve: 0)
        #expect(slots.admit(0, admin: true) == nil)
        #expect(slots.adminChecks == 0)
        #expect(slots.admit(0, admin: true) == nil)
        #expect(slots.admit(0, admin: true) == nil)
        #expect(slots.adminChecks == 2)
        #expect(slots.slots.count(userID: 0) == 3)
        // max-clients still bounds admins.
        #expect(slots.admit(0, admin: true) == nil)
        #expect(slots.admit(0, admin: true) == .full)
    }

    @Test("The reserve is taken only by admins, and the admin check runs only when nothing else is left")
    func reserve() {
        let slots = Slots(maximum: 3, perUser: 10, reserve: 1)
        #expect(slots.admit(1) == nil)
        #expect(slots.admit(2) == nil)
        #expect(slots.adminChecks == 0)
        #expect(slots.admit(3) == .reservedForAdmins)
        #expect(slots.adminChecks == 1)
        #expect(slots.admit(0, admin: true) == nil)
        #expect(slots.admit(0, admin: true) == .full)
    }

    @Test("Releasing a uid that holds no slot changes nothing")
    func releaseUnknown() {
        let slots = Slots(maximum: 3, perUser: 10, reserve: 0)
        #expect(slots.admit(1) == nil)
        slots.slots.release(userID: 2)
        #expect(slots.slots.total == 1 && slots.slots.count(userID: 1) == 1 && slots.slots.count(userID: 2) == 0)
    }

    @Test("Each refusal is too-many-clients with a message that says which limit")
    func messages() {
        let slots = Slots(maximum: 64, perUser: 16, reserve: 4).slots
        #expect(slots.error(for: .full).code == .tooManyClients)
        #expect(slots.error(for: .full).message == "more than 64 clients are connected")
        #expect(slots.error(for: .userFull(userID: 1000)).message
                == "uid 1000 has 16 connections already, the most one user may have")
        #expect(slots.error(for: .reservedForAdmins).message == "the last 4 of 64 client slots are kept for admins")
    }
}
