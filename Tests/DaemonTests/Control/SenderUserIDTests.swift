import Configuration
import ControlProtocol
import Plugins
import Testing
@testable import Daemon

@Suite("The sender's uid in a request's signal")
struct SenderUserIDTests {
    private let settings = RequestSettings(
        signals: SignalDirectory([ImportFile.self, ImportChunk.self, LogSet.self]),
        access: AccessPolicy(rules: AccessRules(), daemonUserID: 0))

    @Test("A sender-aware signal decoded from a request carries the sender's uid; other signals decode as they are")
    func senderFilledIn() throws {
        let request = Request(signal: "import", fields: ["upload": "abc", "size": .integer(3)])
        #expect(try settings.decode(request, sender: 1_000) as? ImportFile == ImportFile(upload: "abc", size: 3, senderUserID: 1_000))
        #expect(try settings.decode(request) as? ImportFile == ImportFile(upload: "abc", size: 3))
        let chunk = Request(signal: "import-chunk", fields: [
            "upload": "abc", "offset": .integer(0), "size": .integer(3), "data": "YWJj",
        ])
        #expect(try settings.decode(chunk, sender: 7) as? ImportChunk
            == ImportChunk(upload: "abc", offset: 0, size: 3, data: "YWJj", senderUserID: 7))
        let logged = try settings.decode(Request(signal: "log-set", fields: ["exercise": "Squat"]), sender: 1_000)
        #expect(logged as? LogSet == LogSet(exercise: "Squat"))
    }

    @Test("A request that gives the sender's uid itself is refused as an unknown field, whoever sent it")
    func posingRefused() throws {
        let posing = Request(signal: "import", fields: ["upload": "abc", "senderUserID": .integer(0)])
        let error = try #require(throws: RequestError.self) { try settings.decode(posing, sender: 1_000) }
        #expect(error.code == .invalidField)
        #expect(error.message.hasPrefix("import has no field 'senderUserID'"), "\(error.message)")
    }
}
