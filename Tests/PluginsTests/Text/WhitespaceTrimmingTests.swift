import Foundation
import Plugins
import Testing
import Workouts

/// `trimmingWhitespace()` and `trimmingWhitespaceAndNewlines()` against Foundation's
/// `trimmingCharacters(in:)`, which they replace.
@Suite("Whitespace trimming takes off what Foundation's character sets did")
struct WhitespaceTrimmingTests {
    /// Every scalar of the Basic Multilingual Plane (all of Unicode's spaces and line breaks
    /// are in it) and a few beyond, surrogates left out.
    static let scalars: [Unicode.Scalar] = ((0...0xFFFF).compactMap(Unicode.Scalar.init)
        + [0x1_0000, 0x1_F600, 0xE_0020, 0x10_FFFF].compactMap(Unicode.Scalar.init))

    @Test("A scalar is trimmed exactly when it is in Foundation's .whitespaces")
    func spacesAndTabsAsFoundation() {
        let different = Self.scalars.filter { scalar in
            String(scalar).trimmingWhitespace().isEmpty != CharacterSet.whitespaces.contains(scalar)
        }
        #expect(different.isEmpty, "\(different.map { String($0.value, radix: 16) })")
    }

    @Test("A scalar is trimmed exactly when it is in Foundation's .whitespacesAndNewlines")
    func spacesAndLineBreaksAsFoundation() {
        let different = Self.scalars.filter { scalar in
            String(scalar).trimmingWhitespaceAndNewlines().isEmpty != CharacterSet.whitespacesAndNewlines.contains(scalar)
        }
        #expect(different.isEmpty, "\(different.map { String($0.value, radix: 16) })")
    }

    @Test("Edge cases give what Foundation gave", arguments: [
        "", " ", "\t \u{A0}\u{3000}", "a", " a b ", "\n a \r\n", "\r\n", "\u{2028}x\u{2029}", "\u{85}x\u{85}",
        " \u{301}a ", "a\u{301} ", "\u{FEFF}a\u{FEFF}", "\u{200B}a\u{200B}", " 😀 ", "\u{1680}a\u{205F}", "\u{0B}\u{0C}a",
        "\u{200B}\u{301}a", "\u{2028}\u{3000}a\u{A0}\n",
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
