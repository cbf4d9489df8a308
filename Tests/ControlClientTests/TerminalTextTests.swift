import Testing
@testable import ControlClient

@Suite("Terminal text")
struct TerminalTextTests {
    @Test("East Asian wide characters and emoji take two columns, combining marks none")
    func widths() {
        #expect(TerminalText.width(of: "abc") == 3)
        #expect(TerminalText.width(of: "東京") == 4)
        #expect(TerminalText.width(of: "한국") == 4)
        #expect(TerminalText.width(of: "e\u{301}") == 1)
        #expect(TerminalText.width(of: "🏋️") == 2)
        #expect(TerminalText.width(of: "💪") == 2)
        #expect(TerminalText.width(of: "ｆｕｌｌ") == 8)
        #expect(TerminalText.width(of: "a\u{200B}b") == 2)
    }

    @Test("padding counts terminal columns, not characters or bytes")
    func padding() {
        #expect(TerminalText.padded("東", to: 4) == "東  ")
        #expect(TerminalText.padded("toolong", to: 3) == "toolong")
    }

    @Test("control characters become escapes; other text is left as it is")
    func escapes() {
        #expect(TerminalText.escaped("a\nb\tc\r\u{7}\u{9B}") == #"a\nb\tc\r\u{7}\u{9B}"#)
        #expect(TerminalText.escaped("Café – 東京") == "Café – 東京")
    }
}
