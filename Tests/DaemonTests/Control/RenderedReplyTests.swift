import ControlProtocol
import Testing
@testable import Daemon

/// A reply that renders itself skips the encoder, so its text must be the encoder's.
@Suite("Rendered replies")
struct RenderedReplyTests {
    @Test("ping's fast path renders exactly what JSONOutput writes for its answer")
    func pongIsTheEncodersText() throws {
        let pong = Pong()
        #expect(pong.renderedJSON == (try JSONOutput.line(pong)))
        #expect(try ReplyEncoding.json(pong) == pong.renderedJSON)
    }
}
