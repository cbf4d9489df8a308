import Foundation
import Plugins
import Testing

/// `replacingEveryOccurrence(of:with:)` against Foundation's `replacingOccurrences(of:with:)`,
/// which it replaces in the CSV, Markdown and metrics escapes and in hiding a secret.
@Suite("Text replacement does what replacingOccurrences did, scalar for scalar")
struct TextReplacementTests {
    @Test("Replacements give Foundation's text", arguments: [
        ("a\"b\"\"c", "\"", "\"\""), ("|a|b|", "|", "\\|"), ("line\nnext\n", "\n", " "), ("a\\b\nc", "\\", "\\\\"),
        ("aaa", "aa", "b"), ("aaaa", "aa", "a"), ("s3cr3t and s3cr3t", "s3cr3t", "{{secret}}"), ("none here", "x", "y"),
        ("", "x", "y"), ("x", "x", ""), ("café crème", "é", "e"), ("日本語の日本", "日本", "[jp]"), ("a\r\nb", "\n", "\\n"),
        ("😀|😀", "|", "\\|"), ("\u{1F1E9}\u{1F1EA}", "\u{1F1EA}", "X"), ("p%C3%A4ss", "%C3%A4", "ä"),
    ])
    func asFoundation(text: String, target: String, replacement: String) {
        #expect(text.replacingEveryOccurrence(of: target, with: replacement)
            == text.replacingOccurrences(of: target, with: replacement))
    }

    @Test("An empty target changes nothing")
    func emptyTarget() {
        #expect("abc".replacingEveryOccurrence(of: "", with: "x") == "abc")
    }

    @Test("The \\n of a \\r\\n is found, which the standard library's replacing(_:with:) misses")
    func lineFeedInCarriageReturnLineFeed() {
        #expect("a\r\nb".replacingEveryOccurrence(of: "\n", with: " ") == "a\r b")
        #expect("a\r\nb".replacing("\n", with: " ") == "a\r\nb")
    }

    @Test("A quote or bar that a combining mark follows is escaped too, where Foundation skipped it")
    func combiningMarkAfterTheTarget() {
        #expect("x\"\u{301}y".replacingEveryOccurrence(of: "\"", with: "\"\"") == "x\"\"\u{301}y")
        #expect("|\u{301}".replacingEveryOccurrence(of: "|", with: "\\|") == "\\|\u{301}")
    }

    @Test("A substring is replaced within its bounds")
    func substring() {
        let text = "<a|b>"
        #expect(text.dropFirst().dropLast().replacingEveryOccurrence(of: "|", with: "/") == "a/b")
    }
}
