import SignalStore
import Testing
@testable import Daemon

@Suite("Error codes")
struct ErrorCodeTests {
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

    @Test("Every error code is distinct, lower-case and hyphenated")
    func codesAreWireNames() {
        let codes = ErrorCode.allCases.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(code.allSatisfy { $0.isLowercase || $0 == "-" }, "\(code)")
        }
    }
}
