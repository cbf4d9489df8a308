import ControlProtocol
import SignalStore
import Testing
@testable import Daemon

@Suite("Chain error codes")
struct ChainErrorCodeTests {
    @Test("A chain's error reaches the socket under the code the store gives it")
    func chainErrorCodes() {
        let kinds: [ChainError.Kind] = [
            .unhandled, .cycle(path: ["a", "a"]), .chainTooLong(limit: 1), .threw(message: "no"),
            .deadlineExceeded, .cancelled, .busy,
        ]
        for kind in kinds {
            let error = ChainError(kind, signal: "a")
            #expect(ErrorCode(error).rawValue == error.code, "\(kind)")
        }
    }
}
