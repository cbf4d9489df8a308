import Foundation
import Testing
import Workouts

/// `PathText` splits paths as `NSString`'s `lastPathComponent` and
/// `deletingLastPathComponent` did.
@Suite("Path text")
struct PathTextTests {
    @Test("Last components and parents are NSString's", arguments: [
        "", "/", "//", "///", "a", "a/", "a//", "/a", "/a/", "//a", "/a/b", "/a/b/", "/a//b", "a/b", "a/b/",
        "/var/lib/liftd/liftd.db", "state/liftd.db", "./liftd.db", "../x", "/a/./b", "/a/../b", ".", "..",
        "/é/ü.csv", "/\u{301}a//b/", "/a\u{301}/b", "/a/ b ", "~/x", "/a/b.tar.gz",
    ])
    func asNSString(path: String) {
        #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent)
        #expect(PathText.removingLastComponent(path) == (path as NSString).deletingLastPathComponent)
        #expect(Array(PathText.removingLastComponent(path).unicodeScalars)
            == Array((path as NSString).deletingLastPathComponent.unicodeScalars))
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
