import Testing
@testable import ControlProtocol

@Suite("Error codes")
struct ErrorCodeTests {
    @Test("Every error code is distinct, lower-case and hyphenated")
    func codesAreWireNames() {
        let codes = ErrorCode.allCases.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(code.allSatisfy { $0.isLowercase || $0 == "-" }, "\(code)")
        }
    }
}
