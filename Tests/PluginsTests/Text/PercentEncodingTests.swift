import Foundation
import Testing
@testable import Plugins

/// `percentEncodedExceptAlphanumerics`, which finds a percent-encoded secret in a redirect,
/// against Foundation's `addingPercentEncoding(withAllowedCharacters: .alphanumerics)`.
@Suite("Percent-encoding a secret as Foundation did")
struct PercentEncodingTests {
    @Test("Each text encodes as Foundation encoded it", arguments: [
        "", "t0k", "abcXYZ019", "t/0k", "a b?c=d&e#f", "_-.~!*'()", "pässwörd", "日本", "١٢", "e\u{301}", "😀", "Ⅻ½", "\u{0}\u{7F}",
    ])
    func asFoundation(text: String) {
        #expect(text.percentEncodedExceptAlphanumerics == text.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
    }

    @Test("Every single byte's encoding is Foundation's")
    func everyASCIIScalar() {
        let different = (0..<0x80).compactMap(Unicode.Scalar.init).map(String.init).filter {
            $0.percentEncodedExceptAlphanumerics != $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
        }
        #expect(different.isEmpty, "\(different)")
    }
}
