import ControlProtocol

/// The socket's client slots: how many clients hold one, in all and per peer uid, and
/// whether one more may take one. A value without I/O; the server keeps it behind a lock,
/// since clients are admitted on the accepting loop and leave on any loop.
struct ClientSlots {
    /// Why a client gets no slot.
    enum Refusal: Equatable {
        /// Every slot is taken.
        case full
        /// The peer's uid holds `maximumClientsPerUser` slots already, and the peer is no admin.
        case userFull(userID: UInt32)
        /// Only the slots kept for admins are free, and the peer is no admin.
        case reservedForAdmins
    }

    let maximumClients: Int
    let maximumClientsPerUser: Int
    let adminReserve: Int
    /// Clients holding a slot.
    private(set) var total = 0
    /// Slots held per peer uid; uids holding none are left out.
    private var perUser: [UInt32: Int] = [:]

    /// Slots within the limits of `settings`.
    init(_ settings: SocketSettings) {
        maximumClients = settings.maximumClients
        maximumClientsPerUser = settings.maximumClientsPerUser
        adminReserve = settings.adminReserve
    }

    /// Whether only the slots kept for admins are free (or none is).
    var onlyReserveLeft: Bool { total >= maximumClients - adminReserve }

    /// How many slots clients of `userID` hold.
    func count(userID: UInt32) -> Int { perUser[userID] ?? 0 }

    /// Whether admitting a client of `userID` now depends on its being an admin: only the
    /// admins' reserve is left, or the uid holds its share already (the per-uid limit keeps
    /// one user from crowding out others, and admins are trusted not to).
    func needsAdminCheck(userID: UInt32) -> Bool {
        onlyReserveLeft || count(userID: userID) >= maximumClientsPerUser
    }

    /// Takes a slot for a client of `userID`, or says why it gets none. `isAdmin` is asked
    /// only when `needsAdminCheck`, so a costly check (user and group names) runs only then.
    mutating func admit(userID: UInt32, isAdmin: () -> Bool) -> Refusal? {
        if total >= maximumClients { return .full }
        if needsAdminCheck(userID: userID), !isAdmin() {
            return count(userID: userID) >= maximumClientsPerUser ? .userFull(userID: userID) : .reservedForAdmins
        }
        total += 1
        perUser[userID, default: 0] += 1
        return nil
    }

    /// Frees the slot a client of `userID` held.
    mutating func release(userID: UInt32) {
        guard let held = perUser[userID] else { return }
        total -= 1
        perUser[userID] = held > 1 ? held - 1 : nil
    }

    /// The error line that tells a refused client why, before it is closed.
    func error(for refusal: Refusal) -> RequestError {
        switch refusal {
        case .full:
            RequestError(.tooManyClients, "more than \(maximumClients) clients are connected")
        case .userFull(let userID):
            RequestError(.tooManyClients, "uid \(userID) has \(maximumClientsPerUser) connections already, "
                + "the most one user may have")
        case .reservedForAdmins:
            RequestError(.tooManyClients, "the last \(adminReserve) of \(maximumClients) client slots are kept for admins")
        }
    }
}
