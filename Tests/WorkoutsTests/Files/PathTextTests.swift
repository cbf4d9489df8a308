import Foundation
import Testing
import Workouts

/// `PathText` splits paths as `NSString`'s `lastPathComponent` and
/// `deletingLastPathComponent` did.
@Suite("Path text")
struct PathTextTests {
    /// Paths NSString splits without trouble. (This toolchain's `deletingLastPathComponent`
    /// traps on one relative component such as `a`, and answers `""` for `//`: see
    /// `oneRelativeComponent` and `onlySlashes`.)
    @Test("Last components and parents are NSString's", arguments: [
        "", "/", "/a", "/a/", "//a", "/a/b", "/a/b/", "/a//b", "a/b", "a/b/", "a//b//",
        "/var/lib/liftd/liftd.db", "state/liftd.db", "./liftd.db", "../x", "/a/./b", "/a/../b", "..",
        "/é/ü.csv", "/\u{301}a//b/", "/a\u{301}/b", "/a/ b ", "~/x", "/a/b.tar.gz",
    ])
    func asNSString(path: String) {
        #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent)
        #expect(PathText.removingLastComponent(path) == (path as NSString).deletingLastPathComponent)
        #expect(Array(PathText.removingLastComponent(path).unicodeScalars)
            == Array((path as NSString).deletingLastPathComponent.unicodeScalars))
    }

    @Test("One relative component has no parent: the empty path, as NSString documents", arguments: ["a", "a/", "a//", "."])
    func oneRelativeComponent(path: String) {
        #expect(PathText.removingLastComponent(path) == "")
        #expect(PathText.lastComponent(path) == path.prefix { $0 != "/" }.description)
    }

    @Test("Only slashes are the root, whose parent and last component are the root")
    func onlySlashes() {
        for path in ["/", "//", "///"] {
            #expect(PathText.removingLastComponent(path) == "/", "\(path)")
            #expect(PathText.lastComponent(path) == "/", "\(path)")
        }
    }

    @Test("The answers the callers rely on")
    func callersCases() {
        #expect(PathText.removingLastComponent("/var/lib/liftd/liftd.db") == "/var/lib/liftd")
        #expect(PathText.removingLastComponent("liftd.db") == "")
        #expect(PathText.removingLastComponent("/liftd.db") == "/")
        #expect(PathText.removingLastComponent("/") == "/")
        #expect(PathText.removingLastComponent("/srv/site/") == "/srv")
        #expect(PathText.lastComponent("/srv/reports/2025-W38.md") == "2025-W38.md")
        #expect(PathText.lastComponent("/srv/reports/") == "reports")
        #expect(PathText.lastComponent("/") == "/")
    }
}
