import ControlProtocol
import Glibc

extension ServerLoop {
    /// Accepts every waiting client and hands each to the next loop in turn (this one
    /// included), refusing clients beyond the limit with one error line. Runs on the first
    /// loop only.
    func acceptClients() {
        shared.listener.acceptEach(pauseUntil: now + .milliseconds(100), poll: poll) { descriptor in
            handOff(descriptor)
        }
        if let resume = shared.listener.resumesAt { schedule(resume) }
    }

    /// Called while the listener's lock is held, so the hand-off is posted before any stop
    /// request that closes the listener: no loop ends with a client still on its way to it.
    private func handOff(_ descriptor: Int32) {
        guard shared.clientCount.load(ordering: .relaxed) < settings.maximumClients else {
            let error = RequestError(.tooManyClients, "more than \(settings.maximumClients) clients are connected")
            let line = Array((Response.failure(error) + "\n").utf8)
            _ = line.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            Glibc.close(descriptor)
            return
        }
        shared.clientCount.add(1, ordering: .relaxed)
        let target = siblings[nextAcceptTarget % siblings.count].loop
        nextAcceptTarget += 1
        guard let target else {
            Glibc.close(descriptor)
            shared.clientCount.subtract(1, ordering: .relaxed)
            return
        }
        target.executor.post { target.admit(descriptor) }
    }
}
