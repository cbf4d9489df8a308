import Foundation
import SignalStore
import Testing

private enum Kind: String, Codable, CaseIterable {
    case normal, warmUp = "warm-up"
}

private struct Sample: Signal {
    static let wireName = "sample"
    var exercise: String
    var reps: Int
    var weight: Double?
    var kind: Kind
    var at: Date?
    var tags: [String]
    var strict: Bool
}

@Suite("Signal schema")
struct SignalSchemaTests {
    @Test("A signal's fields, types and whether they are required come from its decoder")
    func schemaFromDecoder() {
        #expect(SignalSchema.fields(of: Sample.self) == [
            SignalField(name: "exercise", type: "string", required: true),
            SignalField(name: "reps", type: "integer", required: true),
            SignalField(name: "weight", type: "number", required: false),
            SignalField(name: "kind", type: "normal|warm-up", required: true),
            SignalField(name: "at", type: "date", required: false),
            SignalField(name: "tags", type: "list", required: true),
            SignalField(name: "strict", type: "boolean", required: true),
        ])
    }

    @Test("A signal without fields has an empty schema")
    func emptySchema() {
        #expect(SignalSchema.fields(of: SignalFailed.self).map(\.name) == ["failedSignal", "useCase", "code", "message", "chain"])
        #expect(SignalSchema.fields(of: EmptySignal.self).isEmpty)
    }
}

private struct EmptySignal: Signal {
    static let wireName = "empty"
}
