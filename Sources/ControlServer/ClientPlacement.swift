/// Tells, now and then, whether a client runs on another processor than the loop serving
/// it, so the connection can move to a loop kept on another processor.
///
/// After a sampled reply is sent with nothing more from the client waiting, the loop notes
/// how often its thread has been switched out. The client needs a processor to read that
/// reply and send its next request; if the loop was never switched out meanwhile, the client
/// cannot have used the loop's processor, so it runs on another one. Each move halves how
/// often the client is sampled, so a client that shares a processor with no loop costs
/// little.
struct ClientPlacement {
    /// Replies between samples at first.
    static let firstInterval = 16
    /// Replies between samples after many moves.
    static let longestInterval = 4_096

    private var interval = firstInterval
    private var repliesUntilSample = firstInterval
    private var sampleDue = false
    private var switchesAfterReply: Int?

    /// A reply was queued for the client.
    mutating func noteReply() {
        repliesUntilSample -= 1
        guard repliesUntilSample <= 0 else { return }
        repliesUntilSample = interval
        sampleDue = true
    }

    /// Every queued reply has been sent. When a sample is due and `isInputWaiting` says the
    /// client has sent nothing more yet, the loop's `switchCount` is noted.
    mutating func repliesSent(switchCount: () -> Int, isInputWaiting: () -> Bool) {
        guard sampleDue else { return }
        sampleDue = false
        if !isInputWaiting() { switchesAfterReply = switchCount() }
    }

    /// Input arrived from the client; whether it shows that the client runs on another
    /// processor than the loop.
    mutating func inputArrived(switchCount: () -> Int) -> Bool {
        guard let noted = switchesAfterReply else { return false }
        switchesAfterReply = nil
        return switchCount() == noted
    }

    /// The client moved to another loop.
    mutating func moved() {
        interval = min(interval * 2, Self.longestInterval)
        repliesUntilSample = interval
        sampleDue = false
        switchesAfterReply = nil
    }
}
