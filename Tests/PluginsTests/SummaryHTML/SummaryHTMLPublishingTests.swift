#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

@Suite("summary-html: atomic, confined, incremental builds")
struct SummaryHTMLPublishingTests {
    @Test("The same data gives byte-identical sites, from two databases and twice from one")
    func sameDataSameBytes() async throws {
        let first = try TrainingHarness()
        let second = try TrainingHarness()
        try storeTenWeeks(first)
        try storeTenWeeks(second)
        second.now = siteDay(400)
        let store = try siteStore(first)
        try await publishSite(store)
        try await publishSite(try siteStore(second))
        let one = PublishedSite(output: first.output)
        let other = PublishedSite(output: second.output)
        let contents = try one.contents()
        #expect(contents.count > 10)
        #expect(contents == (try other.contents()))
        #expect(try one.linkTarget() == other.linkTarget())

        let link = try one.linkTarget()
        let again = await store.send(WeeklyReportDue(week: "2025-W38"))
        #expect(again.succeeded, "\(again.errors)")
        #expect(try one.linkTarget() == link)
        #expect(try one.contents() == contents)
    }

    @Test("site is a symbolic link renamed to each new build, and older builds are removed")
    func linkSwapsAndOldBuildsGo() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let store = try siteStore(harness)
        try await publishSite(store)
        let site = PublishedSite(output: harness.output)
        let firstBuild = try site.linkTarget()
        #expect(firstBuild.hasPrefix("site-builds/") && firstBuild.count == "site-builds/".count + 32)
        let firstIndex = try site.text("index.html")

        try storeWorkout(harness, "Extra", at: siteDay(3), [("Bench Press (Barbell)", 105, 3)])
        try await publishSite(store)
        let secondBuild = try site.linkTarget()
        #expect(secondBuild != firstBuild)
        #expect(try site.text("index.html") != firstIndex)
        let builds = try FileManager.default.contentsOfDirectory(atPath: harness.output.appendingPathComponent("site-builds").path)
        let name = String(secondBuild.dropFirst("site-builds/".count))
        let shared = try site.sharedDirectories()
        #expect(shared.count == 1, "the ten weeks of 2025 share one directory")
        #expect(builds.sorted() == ([name, name + ".manifest", name + ".notes"] + PublishedSite.withListings(shared)).sorted())
        let output = try FileManager.default.contentsOfDirectory(atPath: harness.output.path)
        #expect(output.sorted() == ["site", "site-builds"])
    }

    @Test("Adding a set to the latest week renders only the index, that week and that exercise again")
    func onlyChangedPagesAreRendered() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let publisher = CountingPublisher(SiteDirectory(outputDirectory: harness.output.path))
        harness.sitePublisher = publisher
        let store = try siteStore(harness)
        try await publishSite(store)
        let first = try #require(publisher.publications.last)
        #expect(first.rendered.filter { $0.hasSuffix(".html") }.count == 14)
        let site = PublishedSite(output: harness.output)
        let unchanged = ["weeks/2025/2025-W30.html", "exercises/squat-barbell.html", "weeks/2025/2025-W37.html"]
        let inodes = unchanged.map(site.inode)

        try storeWorkout(harness, "Extra", at: siteDay(3), [("Bench Press (Barbell)", 105, 3)])
        try await publishSite(store)
        let second = try #require(publisher.publications.last)
        #expect(second.rendered.filter { $0.hasSuffix(".html") }
                == ["exercises/bench-press-barbell.html", "index.html", "weeks/2025/2025-W38.html"])
        #expect(second.rendered.filter { !$0.hasSuffix(".html") }.allSatisfy { $0.hasPrefix("reports/2025-W38") })
        #expect(second.reused.count == 11)
        #expect(unchanged.map(site.inode) == inodes, "unchanged pages are hard links to the first build's files")
        #expect(inodes.allSatisfy { $0 != 0 })
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

    @Test("A page that fails to render leaves the old site served and no part of the new build behind")
    func failedRenderKeepsTheOldSite() throws {
        struct RenderFailure: Error {}
        let harness = try TrainingHarness()
        let publisher = SiteDirectory(outputDirectory: harness.output.path)
        let first = try publisher.publish([page("index.html")], at: "site")
        let failing = SiteFile(path: "weeks/broken.html", inputDigest: "new") { throw RenderFailure() }
        #expect(throws: RenderFailure.self) { try publisher.publish([page("index.html"), failing], at: "site") }
        let site = PublishedSite(output: harness.output)
        #expect(try site.linkTarget() == first.build)
        #expect(try site.text("index.html") == "<p>index.html</p>")
        let builds = try FileManager.default.contentsOfDirectory(atPath: harness.output.appendingPathComponent("site-builds").path)
        let name = String(first.build.dropFirst("site-builds/".count))
        #expect(builds.sorted() == [name, name + ".manifest"])
    }

    @Test("A build a crash left half-written is replaced, and stray links of an interrupted swap are removed")
    func leftoversOfACrashAreCleared() throws {
        let harness = try TrainingHarness()
        let publisher = SiteDirectory(outputDirectory: harness.output.path)
        let publication = try publisher.publish([page("index.html")], at: "site")
        let build = harness.output.appendingPathComponent(publication.build)
        try FileManager.default.removeItem(at: harness.output.appendingPathComponent("site"))
        try FileManager.default.removeItem(at: build.appendingPathComponent("index.html"))
        try FileManager.default.createSymbolicLink(
            at: harness.output.appendingPathComponent(".site.link-0123"), withDestinationURL: harness.directory)

        let again = try publisher.publish([page("index.html")], at: "site")
        #expect(again.build == publication.build)
        #expect(again.rendered == ["index.html"])
        #expect(try PublishedSite(output: harness.output).text("index.html") == "<p>index.html</p>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.output.path).sorted() == ["site", "site-builds"])
    }
}

/// A page at `path` whose bytes name it.
private func page(_ path: String) -> SiteFile {
    SiteFile(path: path, inputDigest: "digest-\(path)") { Data("<p>\(path)</p>".utf8) }
}

/// A publisher that keeps what each publication did, passing the work (and the memory and
/// notes kept for the next build) to `base`.
final class CountingPublisher: SitePublishing, @unchecked Sendable {
    private let base: any SitePublishing
    private let lock = NSLock()
    private var kept: [SitePublication] = []

    init(_ base: any SitePublishing) { self.base = base }

    /// Every publication so far, oldest first.
    var publications: [SitePublication] { lock.withLock { kept } }

    func publish(_ files: [SiteFile], at directory: String) throws -> SitePublication {
        let publication = try base.publish(files, at: directory)
        lock.withLock { kept.append(publication) }
        return publication
    }

    func publish(_ files: [SiteFile], at directory: String, remembering memory: String) throws -> SitePublication {
        let publication = try base.publish(files, at: directory, remembering: memory)
        lock.withLock { kept.append(publication) }
        return publication
    }

    func memory(at directory: String) throws -> String? { try base.memory(at: directory) }
    func note(_ path: String, at directory: String) throws -> Data? { try base.note(path, at: directory) }
    func files(under directory: String) throws -> [String] { try base.files(under: directory) }
}
