import Testing
@testable import ControlServer

@Suite("Client placement")
struct ClientPlacementTests {
    /// Notes `count` replies, each sent with nothing more waiting, while the loop's switch
    /// count stands at 7.
    private func reply(_ placement: inout ClientPlacement, times count: Int) {
        for _ in 0..<count {
            placement.noteReply()
            placement.repliesSent(switchCount: { 7 }, isInputWaiting: { false })
        }
    }

    /// Whether input arriving while the loop's switch count stands at `switches` shows the
    /// client running elsewhere.
    private func isElsewhere(_ placement: inout ClientPlacement, switches: Int = 7) -> Bool {
        placement.inputArrived(switchCount: { switches })
    }

    @Test("A client is found elsewhere when its next request comes while the loop was never switched out")
    func foundElsewhere() {
        var placement = ClientPlacement()
        reply(&placement, times: ClientPlacement.firstInterval)
        #expect(isElsewhere(&placement))
    }

    @Test("A loop that was switched out meanwhile proves nothing, and neither does input before a sample")
    func switchedOutProvesNothing() {
        var placement = ClientPlacement()
        reply(&placement, times: ClientPlacement.firstInterval - 1)
        #expect(!isElsewhere(&placement))
        reply(&placement, times: 1)
        #expect(!isElsewhere(&placement, switches: 8))
        #expect(!isElsewhere(&placement), "a sample is used once")
    }

    @Test("No sample is taken when the client already sent more before its reply went out")
    func pipelinedInputIsNotSampled() {
        var placement = ClientPlacement()
        for _ in 0..<ClientPlacement.firstInterval {
            placement.noteReply()
            placement.repliesSent(switchCount: { 7 }, isInputWaiting: { true })
        }
        #expect(!isElsewhere(&placement))
    }

    @Test("Each move halves how often the client is sampled, down to a floor")
    func movesBackOff() {
        var placement = ClientPlacement()
        placement.moved()
        reply(&placement, times: 2 * ClientPlacement.firstInterval - 1)
        #expect(!isElsewhere(&placement))
        reply(&placement, times: 1)
        #expect(isElsewhere(&placement))
        for _ in 0..<20 { placement.moved() }
        reply(&placement, times: ClientPlacement.longestInterval - 1)
        #expect(!isElsewhere(&placement))
        reply(&placement, times: 1)
        #expect(isElsewhere(&placement))
    }
}
