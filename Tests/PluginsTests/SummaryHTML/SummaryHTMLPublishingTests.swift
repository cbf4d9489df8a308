#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import PluginFileSystem
import SignalStore
import SiteTesting
import Testing
import Workouts
@testable import Plugins

@Suite("summary-html: atomic, confined builds made whole")
struct SummaryHTMLPublishingTests {
    @Test("The same data gives byte-identical sites, from two databases and twice from one")
    func sameDataSameBytes() async throws {
        let first = try TrainingHarness()
        let second = try TrainingHarness()
        try storeTenWeeks(first)
        try storeTenWeeks(second)
        let store = try siteStore(first)
        try await publishSite(store)
        try await publishSite(try siteStore(second))
        let one = PublishedSite(output: first.output)
        let contents = try one.contents()
        #expect(contents.count > 10)
        #expect(contents == (try PublishedSite(output: second.output).contents()))

        let link = try one.linkTarget()
        try await publishSite(store)
        #expect(try one.linkTarget() != link, "every build is a new one")
        #expect(try one.contents() == contents)
    }

    @Test("site is a symbolic link renamed to each new build; older builds and an older liftd's files go")
    func linkSwapsAndOldBuildsGo() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let store = try siteStore(harness)
        try await publishSite(store)
        let site = PublishedSite(output: harness.output)
        let firstBuild = try site.linkTarget()
        #expect(firstBuild.hasPrefix("site-builds/") && firstBuild.count == "site-builds/".count + 32)
        let firstIndex = try site.text("index.html")
        // What an older liftd kept beside its builds: manifests, notes, shared year directories.
        let builds = harness.output.appendingPathComponent("site-builds")
        let key = String(repeating: "a", count: 32)
        try FileManager.default.createDirectory(
            at: builds.appendingPathComponent(key + ".shared"), withIntermediateDirectories: true)
        for name in [key + ".listing", firstBuild.dropFirst("site-builds/".count) + ".manifest"] {
            try Data("x".utf8).write(to: builds.appendingPathComponent(String(name)))
        }

        try storeWorkout(harness, "Extra", at: siteDay(3), [("Bench Press (Barbell)", 105, 3)])
        try await publishSite(store)
        let secondBuild = try site.linkTarget()
        #expect(secondBuild != firstBuild)
        #expect(try site.text("index.html") != firstIndex)
        #expect(try FileManager.default.contentsOfDirectory(atPath: builds.path) == [String(secondBuild.dropFirst("site-builds/".count))])
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.output.path).sorted() == ["site", "site-builds"])
    }

    @Test("directory= on weekly-report-due puts the site in <directory>/site; a directory option leaving the output is refused")
    func signalDirectory() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let store = try siteStore(harness)
        let outcome = await store.send(WeeklyReportDue(week: "2025-W38", directory: "archive/2025"))
        #expect(outcome.succeeded, "\(outcome.errors)")
        let site = PublishedSite(output: harness.output, directory: "archive/2025/site")
        #expect(try site.linkTarget().hasPrefix("site-builds/"))
        #expect(try site.text("index.html").contains(#"data-week="2025-W38""#))
        #expect(!FileManager.default.fileExists(atPath: harness.output.appendingPathComponent("site").path))
        let refused = await store.send(WeeklyReportDue(week: "2025-W38", directory: "../escape"))
        #expect(!refused.succeeded)
        let empty = await store.send(WeeklyReportDue(week: "2025-W38", directory: ""))
        #expect(empty.errors.map { "\($0)" }.contains { $0.contains("directory: is empty") }, "\(empty.errors)")
        #expect(!FileManager.default.fileExists(atPath: harness.directory.appendingPathComponent("escape").path))

        let descriptor = try #require(PluginCatalog.all.first { $0.name == "summary-html" })
        for options in [#"{"directory": "../site"}"#, #"{"exports-directory": "/var/lib"}"#] {
            #expect(throws: DecodingError.self, "\(options)") { try descriptor.make(options: options) }
        }
    }

    @Test("A site path that leaves the output directory is refused and writes nothing",
          arguments: ["../escape", "/tmp/escape", "a/../../escape"])
    func refusesPathsOutside(directory: String) throws {
        let harness = try TrainingHarness()
        let publisher = SiteDirectory(outputDirectory: harness.output.path)
        #expect(throws: ReportError.pathOutsideOutputDirectory(directory)) {
            try publisher.publish([page("index.html")], at: directory)
        }
        #expect(!FileManager.default.fileExists(atPath: harness.directory.appendingPathComponent("escape").path))
        #expect(throws: ReportError.pathOutsideOutputDirectory("../x.html")) {
            try publisher.publish([page("../x.html")], at: "site")
        }
        #expect(throws: ReportError.invalidValue(field: "path", problem: "'./a.html' is given twice")) {
            try publisher.publish([page("a.html"), page("./a.html")], at: "site")
        }
    }

    @Test("Symbolic links leading out of the output directory are refused, nothing written through them")
    func refusesSymbolicLinkEscapes() throws {
        let harness = try TrainingHarness()
        let outside = harness.directory.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: harness.output, withIntermediateDirectories: true)
        let publisher = SiteDirectory(outputDirectory: harness.output.path)

        try FileManager.default.createSymbolicLink(at: harness.output.appendingPathComponent("nested"), withDestinationURL: outside)
        #expect(throws: ReportError.pathOutsideOutputDirectory("nested/site")) {
            try publisher.publish([page("index.html")], at: "nested/site")
        }
        try FileManager.default.createSymbolicLink(
            at: harness.output.appendingPathComponent("site-builds"), withDestinationURL: outside)
        #expect(throws: ReportError.pathOutsideOutputDirectory("site-builds")) {
            try publisher.publish([page("index.html")], at: "site")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)

        try FileManager.default.removeItem(at: harness.output.appendingPathComponent("site-builds"))
        try FileManager.default.createDirectory(
            at: harness.output.appendingPathComponent("site"), withIntermediateDirectories: true)
        #expect(throws: ReportError.self) { try publisher.publish([page("index.html")], at: "site") }
        #expect(try FileManager.default.contentsOfDirectory(
            atPath: harness.output.appendingPathComponent("site").path).isEmpty)
    }

    @Test("A file that cannot be written leaves the old site served and no part of the new build behind")
    func failedWriteKeepsTheOldSite() throws {
        let harness = try TrainingHarness()
        let publisher = SiteDirectory(outputDirectory: harness.output.path)
        let link = try publisher.publish([page("index.html")], at: "site")
        #expect(link == harness.output.appendingPathComponent("site").path)
        let site = PublishedSite(output: harness.output)
        let first = try site.linkTarget()
        let missing = SiteFile(path: "exports/gone.json", linking: "health/gone.json")
        #expect(throws: ReportError.self) { try publisher.publish([page("index.html"), page("b.html"), missing], at: "site") }
        #expect(try site.linkTarget() == first)
        #expect(try site.text("index.html") == "<p>index.html</p>")
        let builds = try FileManager.default.contentsOfDirectory(atPath: harness.output.appendingPathComponent("site-builds").path)
        #expect(builds == [String(first.dropFirst("site-builds/".count))])
    }

    @Test("A build a crash left half-written is removed, and stray links of an interrupted swap too")
    func leftoversOfACrashAreCleared() throws {
        let harness = try TrainingHarness()
        let publisher = SiteDirectory(outputDirectory: harness.output.path)
        _ = try publisher.publish([page("index.html")], at: "site")
        let half = harness.output.appendingPathComponent("site-builds/" + String(repeating: "b", count: 32))
        try FileManager.default.createDirectory(at: half, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: half.appendingPathComponent("index.html"))
        try FileManager.default.createSymbolicLink(
            at: harness.output.appendingPathComponent(".site.link-0123"), withDestinationURL: harness.directory)

        _ = try publisher.publish([page("index.html")], at: "site")
        let site = PublishedSite(output: harness.output)
        #expect(try site.text("index.html") == "<p>index.html</p>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.output.path).sorted() == ["site", "site-builds"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.output.appendingPathComponent("site-builds").path)
                == [String(try site.linkTarget().dropFirst("site-builds/".count))])
        #expect(FileManager.default.fileExists(atPath: harness.directory.path), "a link is removed, not what it names")
    }
}

/// A page at `path` whose bytes name it.
private func page(_ path: String) -> SiteFile {
    SiteFile(path: path, bytes: Data("<p>\(path)</p>".utf8))
}
