import Foundation
import Plugins
import Testing
import Workouts

/// `PathText.removingLastComponent` against `NSString.deletingLastPathComponent`, which it
/// replaces.
@Suite("A path's parent is what NSString answered")
struct PathTextTests {
    @Test("Each path's parent is NSString's", arguments: [
        "", "/", "a/b", "a/b/", "a//b", "a/b//", "/a", "/a/", "/a/b", "/a/b/", "/a//b//", "//a", "//a/", "//a//b", "/a/b/c",
        "/a/./b", "./a", "../a", "..", "ab", "abc/", "~/a", "/état/café.md", "/a b/c d", "/var/lib/liftd/reports/2025-W38.md",
    ])
    func parentAsNSString(path: String) {
        #expect(PathText.removingLastComponent(path) == (path as NSString).deletingLastPathComponent)
    }

    /// This toolchain's NSString stops the process on a one-character relative path (`a`,
    /// `a/`, `.`, `~`) and answers `""` for `//`; these are the answers it gives on macOS,
    /// and what the daemon's walk up a directory needs (it ends at `/` or `""`).
    @Test("Where this toolchain's NSString fails, the parent is NSString's documented one", arguments: [
        ("a", ""), ("a/", ""), (".", ""), ("~", ""), ("//", "/"), ("///", "/"),
    ])
    func parentWhereNSStringFails(path: String, parent: String) {
        #expect(PathText.removingLastComponent(path) == parent)
    }

    @Test("Walking up from a deep path ends at /, as NSString's did")
    func walkingUp() {
        for start in ["/a/b/c/d", "/x//y/", "/var/lib/liftd/"] {
            var path = start
            var expected = start
            for _ in 0..<6 {
                path = PathText.removingLastComponent(path)
                expected = (expected as NSString).deletingLastPathComponent
                #expect(path == expected, "from \(start)")
            }
            #expect(path == "/")
        }
    }
}
