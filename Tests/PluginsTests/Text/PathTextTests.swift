import Foundation
import Plugins
import Testing

/// `PathText.removingLastComponent` against `NSString.deletingLastPathComponent`, which it
/// replaces.
@Suite("A path's parent is what NSString answered")
struct PathTextTests {
    @Test("Each path's parent is NSString's", arguments: [
        "", "/", "//", "///", "a", "a/", "a/b", "a/b/", "a//b", "/a", "/a/", "/a/b", "/a/b/", "/a//b//", "//a", "//a//b",
        "/a/./b", "/a/../b", "./a", "../a", ".", "..", "~", "~/a", "/état/café.md", "/a b/c d", "/var/lib/liftd/reports/2025-W38.md",
    ])
    func parentAsNSString(path: String) {
        #expect(PathText.removingLastComponent(path) == (path as NSString).deletingLastPathComponent)
    }

    @Test("Walking up from a deep path ends at / or the empty path, as NSString's did")
    func walkingUp() {
        for start in ["/a/b/c/d", "a/b/c", "/x//y/"] {
            var path = start
            var expected = start
            for _ in 0..<6 {
                path = PathText.removingLastComponent(path)
                expected = (expected as NSString).deletingLastPathComponent
                #expect(path == expected, "from \(start)")
            }
        }
    }
}
