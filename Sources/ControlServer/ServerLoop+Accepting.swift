import ControlProtocol
import Glibc
import Synchronization

extension ServerLoop {
    /// Accepts every waiting client and hands each to the next loop in turn (this one
    /// included), refusing clients beyond the limits with one error line. Runs on the first
    /// loop only.
    func acceptClients() {
        shared.listener.acceptEach(pauseUntil: now + .milliseconds(100), poll: poll) { descriptor in
            handOff(descriptor)
        }
        schedule(shared.listener.resumesAt)
    }

    /// Called while the listener's lock is held, so the hand-off is posted before any stop
    /// request that closes the listener: no loop ends with a client still on its way to it.
    private func handOff(_ descriptor: Int32) {
        guard let peer = PeerCredentials(ofPeerOn: descriptor) else {
            Glibc.close(descriptor)
            return
        }
        // Whether the peer is an admin matters only when nothing but the reserve is left or
        // its uid holds its share; it is asked outside the lock, as it may read the user and
        // group databases. Only this thread takes slots, so none is taken meanwhile.
        let isAdmin = shared.slots.withLock { $0.needsAdminCheck(userID: peer.userID) } && shared.isAdmin(peer)
        let refusal = shared.slots.withLock { slots in
            slots.admit(userID: peer.userID, isAdmin: { isAdmin }).map(slots.error(for:))
        }
        if let refusal {
            let line = Array((Response.failure(refusal) + "\n").utf8)
            _ = line.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            Glibc.close(descriptor)
            return
        }
        guard let target = handOffTargets.takeNext() else {
            Glibc.close(descriptor)
            shared.release(peer)
            return
        }
        target.executor.post { target.admit(descriptor, peer: peer) }
    }
}
