import Foundation
import Plugins
import Testing

/// `trimmingWhitespace()` and `trimmingWhitespaceAndNewlines()` against Foundation's
/// `trimmingCharacters(in:)`, which they replace.
@Suite("Whitespace trimming takes off what Foundation's character sets did")
struct WhitespaceTrimmingTests {
    /// Every scalar of the Basic Multilingual Plane (all of Unicode's spaces and line breaks
    /// are in it) and a few beyond, surrogates left out.
    static let scalars: [Unicode.Scalar] = ((0...0xFFFF).compactMap(Unicode.Scalar.init)
        + [0x1_0000, 0x1_F600, 0xE_0020, 0x10_FFFF].compactMap(Unicode.Scalar.init))

    @Test("A scalar at either end is trimmed exactly when Foundation's .whitespaces trims it")
    func spacesAndTabsAsFoundation() {
        let different = Self.scalars.filter { scalar in
            let text = "\(scalar)a\(scalar)"
            return text.trimmingWhitespace() != text.trimmingCharacters(in: .whitespaces)
        }
        #expect(different.isEmpty, "\(different.map { String($0.value, radix: 16) })")
    }

    @Test("A scalar at either end is trimmed exactly when Foundation's .whitespacesAndNewlines trims it")
    func spacesAndLineBreaksAsFoundation() {
        let different = Self.scalars.filter { scalar in
            let text = "\(scalar)a\(scalar)"
            return text.trimmingWhitespaceAndNewlines() != text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(different.isEmpty, "\(different.map { String($0.value, radix: 16) })")
    }

    @Test("Edge cases give what Foundation gave", arguments: [
        "", " ", "\t \u{A0}\u{3000}", "a", " a b ", "\n a \r\n", "\r\n", "\u{2028}x\u{2029}", "\u{85}x\u{85}",
        " \u{301}a ", "a\u{301} ", "\u{FEFF}a\u{FEFF}", "\u{200B}a", " 😀 ", "\u{1680}a\u{205F}", "\u{0B}\u{0C}a",
    ])
    func edgeCases(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("A substring is trimmed within its bounds")
    func substring() {
        let text = "  x , y  "
        let parts = text.split(separator: ",").map { $0.trimmingWhitespace() }
        #expect(parts == ["x", "y"])
        #expect(" \n".trimmingWhitespace() == "\n")
        #expect(" \u{301}a ".trimmingWhitespace() == "\u{301}a", "a combining mark after a leading space stays")
    }
}
