import Foundation
import Testing
import Workouts

/// `trimmingWhitespace()` and `trimmingWhitespaceAndNewlines()` remove what Foundation's
/// `trimmingCharacters(in: .whitespaces)` and `(in: .whitespacesAndNewlines)` removed.
@Suite("Whitespace trimming")
struct WhitespaceTrimmingTests {
    /// Every Unicode scalar: each one alone, and each between letters.
    private static let allScalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init)

    @Test("Each scalar is trimmed exactly when Foundation's .whitespaces trims it")
    func everyScalarAsFoundationsWhitespaces() {
        let differing = Self.allScalars.filter { scalar in
            let text = String(scalar)
            return text.trimmingWhitespace() != text.trimmingCharacters(in: .whitespaces)
        }
        #expect(differing.map { String($0.value, radix: 16) } == [])
    }

    @Test("Each scalar is trimmed exactly when Foundation's .whitespacesAndNewlines trims it")
    func everyScalarAsFoundationsWhitespacesAndNewlines() {
        let differing = Self.allScalars.filter { scalar in
            let text = String(scalar)
            return text.trimmingWhitespaceAndNewlines() != text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(differing.map { String($0.value, radix: 16) } == [])
    }

    @Test("Edge cases trim as Foundation trims them", arguments: [
        "", " ", "\t \u{A0}\u{3000}", "\n", " \r\n ", "bench press", "  bench  press  ", "\u{2028}x\u{2029}",
        "\u{85}squat\u{85}", " \u{301}x ", "x\u{301} ", "é ", " \u{1F3CB}\u{FE0F} ", "\u{200B}x\u{200B}", "\u{FEFF}x",
        "a\tb", "\t\n\u{B}\u{C}\r",
    ])
    func edgeCases(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        // Compared scalar by scalar too: == on String would call a lone combining mark equal to one after a space.
        #expect(Array(text.trimmingWhitespace().unicodeScalars)
            == Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars))
    }

    @Test("Inner spaces stay, line breaks stay for the spaces-only trim, and a substring trims as a string")
    func keepsWhatIsInside() {
        #expect("  bench  press \n".trimmingWhitespace() == "bench  press \n")
        #expect("  bench  press \n".trimmingWhitespaceAndNewlines() == "bench  press")
        let text = "x, squat ,y"
        let middle = text.split(separator: ",")[1]
        #expect(middle.trimmingWhitespace() == "squat")
        #expect(Array(" \u{301}x".trimmingWhitespace().unicodeScalars) == ["\u{301}", "x"])
    }
}
