import Testing
@testable import Configuration

/// The one problem `text` is refused with, as `file:line:col: message`.
private func refusal(_ text: String) -> String? {
    do {
        _ = try YAMLReader.read(text, file: "s.yaml")
        Issue.record("expected \(text.debugDescription) to be refused")
        return nil
    } catch {
        #expect(error.problems.count == 1, "\(error)")
        return error.problems.first?.description
    }
}

@Suite("YAML syntax errors")
struct YAMLSyntaxErrorTests {
    @Test("An unclosed quote is placed where the quote opened, and says where the end was noticed")
    func unclosedQuote() {
        #expect(refusal("units: kg\ntime-zone: \"Europe/Berlin\nsocket:\n  mode: 0660\n")
            == "s.yaml:2:12: YAML syntax error while scanning a quoted scalar that began at line 2, column 12: "
                + "found unexpected end of stream, noticed at line 5, column 1")
    }

    @Test("An unclosed flow list or map is placed where its bracket opened")
    func unclosedFlowCollection() {
        #expect(refusal("use-cases: [weekly, writer\nunits: kg\n")
            == "s.yaml:1:12: YAML syntax error while parsing a flow sequence that began at line 1, column 12: "
                + "did not find expected ',' or ']', noticed at line 2, column 6")
        #expect(refusal("socket: {mode: 0660\nunits: kg\n")
            == "s.yaml:1:9: YAML syntax error while parsing a flow mapping that began at line 1, column 9: "
                + "did not find expected ',' or '}', noticed at line 2, column 6")
    }

    @Test("A block broken by a line out of place is placed where the block began")
    func brokenBlock() {
        #expect(refusal("socket:\n  mode: 0660\n  - max-clients: 5\nunits: kg\n")
            == "s.yaml:2:3: YAML syntax error while parsing a block mapping that began at line 2, column 3: "
                + "did not find expected key, noticed at line 3, column 3")
        #expect(refusal("socket:\n  mode: 0660\n  max-clients: 5\n bad\nunits: kg\n")
            == "s.yaml:1:1: YAML syntax error while parsing a block mapping that began at line 1, column 1: "
                + "did not find expected key, noticed at line 4, column 2")
    }

    @Test("An error with no construct around it is placed where it was noticed")
    func plainError() {
        #expect(refusal("units: kg\nsocket: mode: 1\n")
            == "s.yaml:2:13: YAML syntax error: mapping values are not allowed in this context")
        #expect(refusal("units: kg\n@x: 1\n")
            == "s.yaml:2:1: YAML syntax error while scanning for the next token at line 2, column 1: "
                + "found character that cannot start any token")
    }
}
