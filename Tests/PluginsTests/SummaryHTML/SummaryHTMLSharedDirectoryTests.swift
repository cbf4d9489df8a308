#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import SignalStore
import Synchronization
import Testing
import Workouts
@testable import Plugins

@Suite("summary-html: directories builds share")
struct SummaryHTMLSharedDirectoryTests {
    @Test("An unchanged year's week pages stay one directory both builds link to; the changed year's is made anew")
    func unchangedYearsAreShared() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        try storeWorkout(harness, "Long ago", at: siteDay(-7 * 40), [("Squat (Barbell)", 90, 5)])
        let store = try siteStore(harness)
        try await publishSite(store)
        let site = PublishedSite(output: harness.output)
        let weeks = site.root.appendingPathComponent("weeks").path
        func target(_ year: String) throws -> String {
            try FileManager.default.destinationOfSymbolicLink(atPath: weeks + "/" + year)
        }
        let before = (old: try target("2024"), latest: try target("2025"))
        let oldPage = try #require(try site.pages().first { $0.hasPrefix("weeks/2024/") })
        let oldInode = site.inode(oldPage)

        try storeWorkout(harness, "Extra", at: siteDay(3), [("Bench Press (Barbell)", 105, 3)])
        try await publishSite(store)
        #expect(try target("2024") == before.old)
        #expect(try target("2025") != before.latest)
        #expect(site.inode(oldPage) == oldInode, "the old year's page is the same file")
        let build = String(try site.linkTarget().dropFirst("site-builds/".count))
        let builds = try FileManager.default.contentsOfDirectory(atPath: harness.output.appendingPathComponent("site-builds").path)
        let shared = [before.old, try target("2025")].map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(builds.sorted() == ([build, build + ".manifest", build + ".notes"] + PublishedSite.withListings(shared)).sorted(),
                "the first build's 2025 directory is removed with it")
        let manifest = try String(contentsOf: harness.output.appendingPathComponent("site-builds/\(build).manifest"), encoding: .utf8)
        #expect(!manifest.contains("\t" + oldPage + "\n"), "the kept year's pages are in its listing, not the manifest")
        let listing = try String(contentsOf: harness.output.appendingPathComponent(
            "site-builds/" + String(shared[0].dropLast(".shared".count)) + ".listing"), encoding: .utf8)
        #expect(listing.contains("\t" + oldPage + "\n"))
    }

    @Test("A year whose weeks did not change is kept whole without its weeks being read; gone, it is made again as from scratch")
    func unchangedYearIsKeptWithoutReading() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        try storeWorkout(harness, "Long ago", at: siteDay(-7 * 40), [("Squat (Barbell)", 90, 5)])
        let publisher = CountingPublisher(SiteDirectory(outputDirectory: harness.output.path))
        harness.sitePublisher = publisher
        let store = try siteStore(harness)
        try await publishSite(store)
        let site = PublishedSite(output: harness.output)
        let oldYear = try FileManager.default.destinationOfSymbolicLink(atPath: site.root.path + "/weeks/2024")

        try storeWorkout(harness, "Extra", at: siteDay(3), [("Bench Press (Barbell)", 105, 3)])
        try await publishSite(store)
        let second = try #require(publisher.publications.last)
        #expect(second.reused.contains("weeks/2024/"), "2024 is kept as one directory")
        #expect(!second.reused.contains { $0.hasPrefix("weeks/2024/2024-") } && !second.rendered.contains { $0.hasPrefix("weeks/2024/") })

        // The kept directory gone (its builds directory entry removed by hand): made again from the data.
        let builds = harness.output.appendingPathComponent("site-builds").path
        try FileManager.default.removeItem(atPath: builds + "/" + URL(fileURLWithPath: oldYear).lastPathComponent)
        try storeWorkout(harness, "Extra 2", at: siteDay(4), [("Squat (Barbell)", 100, 3)])
        try await publishSite(store)
        let third = try #require(publisher.publications.last)
        #expect(third.rendered.contains { $0.hasPrefix("weeks/2024/2024-") }, "the year's pages are made again")
        let scratch = harness.directory.appendingPathComponent("scratch")
        harness.sitePublisher = SiteDirectory(outputDirectory: scratch.path)
        try await publishSite(try siteStore(harness))
        #expect(try site.contents() == PublishedSite(output: scratch).contents())
        #expect(try site.linkTarget() == PublishedSite(output: scratch).linkTarget(), "manifests and memories are the same")
    }

    @Test("A directory to keep is the previous build's when it has one, else made of its files; either way one manifest line")
    func keptDirectoryIsThePreviousOrMade() throws {
        let harness = try TrainingHarness()
        let publisher = SiteDirectory(outputDirectory: harness.output.path)
        let own = SiteFile(path: "index.html", inputDigest: "index") { Data("index".utf8) }
        let madeFiles = Mutex(0)
        let kept = SiteFile(keepingSharedDirectory: "weeks/2024") {
            madeFiles.withLock { $0 += 1 }
            return [sharedPage("weeks/2024/a.html", "old")]
        }
        let first = try publisher.publish([kept, own], at: "site")
        #expect(madeFiles.withLock { $0 } == 1, "without a previous build its files are made")
        #expect(first.rendered == ["index.html", "weeks/2024/a.html"])
        let listed = try publisher.publish([sharedPage("weeks/2024/a.html", "old"), own], at: "site")
        #expect(listed.build == first.build, "a kept directory and the same files given are the same build")

        let second = try publisher.publish([kept, own], at: "site")
        #expect(madeFiles.withLock { $0 } == 1, "the previous build's directory is kept without asking for its files")
        #expect(second.build == first.build && second.reused == ["index.html", "weeks/2024/"])
        let manifest = try String(contentsOf: harness.output.appendingPathComponent(second.build + ".manifest"), encoding: .utf8)
        #expect(manifest.split(separator: "\n").count == 2, "one line for the index, one for the directory: \(manifest)")
        #expect(try PublishedSite(output: harness.output).text("weeks/2024/a.html") == "old")

        // A directory without its listing (as an older liftd left it) is not kept, and gets one.
        let listing = harness.output.appendingPathComponent("site-builds").appendingPathComponent(
            try #require(try PublishedSite(output: harness.output).sharedDirectories().first).replacingOccurrences(of: ".shared", with: ".listing"))
        try FileManager.default.removeItem(at: listing)
        let index = PublishedSite(output: harness.output).inode("index.html")
        let unlisted = try publisher.publish([kept, own], at: "site")
        #expect(madeFiles.withLock { $0 } == 2 && unlisted.build == first.build)
        #expect(FileManager.default.fileExists(atPath: listing.path), "the listing is written again")
        #expect(PublishedSite(output: harness.output).inode("index.html") == index, "the build the link names is not made again")
        let again = try publisher.publish([kept, own], at: "site")
        #expect(madeFiles.withLock { $0 } == 2, "then the directory is kept again")

        let wrong = SiteFile(keepingSharedDirectory: "weeks/2023") { [sharedPage("weeks/2024/b.html", "b")] }
        #expect(throws: ReportError.invalidValue(field: "path", problem: "'weeks/2024/b.html' is not a shared file of 'weeks/2023'")) {
            try publisher.publish([wrong, own], at: "site")
        }
        #expect(throws: ReportError.invalidValue(field: "path", problem: "'weeks/2024' is given twice")) {
            try publisher.publish([kept, sharedPage("weeks/2024/b.html", "b"), own], at: "site")
        }

        // A manifest whose shared key is not a build identifier's form is not followed.
        let manifestURL = harness.output.appendingPathComponent(again.build + ".manifest")
        let text = try String(contentsOf: manifestURL, encoding: .utf8)
        let key = try #require(text.split(separator: "\n").first { $0.hasPrefix("#shared\t") }?.split(separator: "\t")[1])
        try text.replacingOccurrences(of: "#shared\t\(key)", with: "#shared\t../../\(key)").write(to: manifestURL, atomically: true, encoding: .utf8)
        _ = try publisher.publish([kept, own], at: "site")
        #expect(madeFiles.withLock { $0 } == 3, "the directory is made of its files, not found through the odd key")
        #expect(try PublishedSite(output: harness.output).text("weeks/2024/a.html") == "old")
    }

    @Test("A shared directory half made by a crash, or one no build links to, is removed by the next build")
    func leftoverSharedDirectoriesGo() throws {
        let harness = try TrainingHarness()
        let publisher = SiteDirectory(outputDirectory: harness.output.path)
        let builds = harness.output.appendingPathComponent("site-builds")
        let first = try publisher.publish([sharedPage("weeks/2025/a.html", "one")], at: "site")
        let firstShared = try FileManager.default.contentsOfDirectory(atPath: builds.path).filter { $0.hasSuffix(".shared") }
        #expect(firstShared.count == 1)
        try FileManager.default.createDirectory(at: builds.appendingPathComponent(".0123.shared.tmp"), withIntermediateDirectories: false)

        let second = try publisher.publish([sharedPage("weeks/2025/a.html", "two")], at: "site")
        let name = String(second.build.dropFirst("site-builds/".count))
        let entries = try FileManager.default.contentsOfDirectory(atPath: builds.path).sorted()
        let secondShared = entries.filter { $0.hasSuffix(".shared") }
        #expect(second.build != first.build && secondShared.count == 1 && secondShared != firstShared)
        #expect(entries == ([name, name + ".manifest"] + PublishedSite.withListings(secondShared)).sorted())
        #expect(try PublishedSite(output: harness.output).text("weeks/2025/a.html") == "two")
        #expect(second.rendered == ["weeks/2025/a.html"])
    }

    @Test("A file that is not shared inside a shared directory is refused and nothing changes")
    func mixedDirectoryIsRefused() throws {
        let harness = try TrainingHarness()
        let publisher = SiteDirectory(outputDirectory: harness.output.path)
        let first = try publisher.publish([sharedPage("weeks/2025/a.html", "one")], at: "site")
        let own = SiteFile(path: "weeks/2025/b.html", inputDigest: "b") { Data("b".utf8) }
        #expect(throws: ReportError.invalidValue(field: "path", problem: "'weeks/2025/b.html' is in a shared directory but not shared")) {
            try publisher.publish([sharedPage("weeks/2025/a.html", "one"), own], at: "site")
        }
        #expect(try PublishedSite(output: harness.output).linkTarget() == first.build)
    }

    @Test("A shared note, a shared path not in plain form and a shared directory inside another are refused")
    func oddSharedPathsAreRefused() throws {
        let harness = try TrainingHarness()
        let publisher = SiteDirectory(outputDirectory: harness.output.path)
        var note = SiteFile(notePath: "weeks/a.json", inputDigest: "n") { Data("n".utf8) }
        note.isShared = true
        for files in [[note], [sharedPage("./weeks/2025/a.html", "a")], [sharedPage("weeks//a.html", "a")],
                      [sharedPage("weeks/a.html", "a"), sharedPage("weeks/2025/b.html", "b")]] {
            #expect(throws: ReportError.self) { try publisher.publish(files, at: "site") }
        }
        #expect(!FileManager.default.fileExists(atPath: harness.output.appendingPathComponent("site").path))
    }

    @Test("The same files shared or not make different builds, each whole")
    func sharingIsPartOfTheBuild() throws {
        let harness = try TrainingHarness()
        let publisher = SiteDirectory(outputDirectory: harness.output.path)
        let shared = try publisher.publish([sharedPage("weeks/2025/a.html", "a")], at: "site")
        let own = try publisher.publish([SiteFile(path: "weeks/2025/a.html", inputDigest: "digest-a") { Data("a".utf8) }], at: "site")
        #expect(shared.build != own.build)
        #expect(try PublishedSite(output: harness.output).text("weeks/2025/a.html") == "a")
        let again = try publisher.publish([sharedPage("weeks/2025/a.html", "a")], at: "site")
        #expect(again.build == shared.build)
        #expect(try PublishedSite(output: harness.output).text("weeks/2025/a.html") == "a")
    }

    @Test("An unchanged shared directory's symbolic link is the previous build's link, hard-linked; a changed one's is a new link")
    func unchangedLinksAreHardLinked() throws {
        let harness = try TrainingHarness()
        let publisher = SiteDirectory(outputDirectory: harness.output.path)
        let output = harness.output.path
        func link(_ path: String, in build: String) throws -> (inode: UInt64, count: UInt64, text: String) {
            let location = output + "/" + build + "/" + path
            var status = stat()
            try #require(lstat(location, &status) == 0, "\(location) exists")
            #expect(status.st_mode & S_IFMT == S_IFLNK, "\(location) is a symbolic link")
            let text = try FileManager.default.destinationOfSymbolicLink(atPath: location)
            return (UInt64(status.st_ino), UInt64(status.st_nlink), text)
        }
        let own = SiteFile(path: "index.html", inputDigest: "index") { Data("index".utf8) }
        let first = try publisher.publish([sharedPage("weeks/2024/a.html", "old"), sharedPage("weeks/2025/b.html", "one"), own],
                                          at: "site")
        let before = (old: try link("weeks/2024", in: first.build), latest: try link("weeks/2025", in: first.build))
        #expect(before.old.text.hasPrefix("../../") && before.old.text.hasSuffix(".shared"))

        let second = try publisher.publish([sharedPage("weeks/2024/a.html", "old"), sharedPage("weeks/2025/b.html", "two"), own],
                                           at: "site")
        #expect(second.build != first.build)
        #expect(!FileManager.default.fileExists(atPath: output + "/" + first.build), "the first build is removed")
        let after = (old: try link("weeks/2024", in: second.build), latest: try link("weeks/2025", in: second.build))
        #expect(after.old.text == before.old.text)
        #expect(after.old.inode == before.old.inode, "the unchanged year's link is the first build's, linked")
        #expect(after.old.count == 1, "removing the first build unlinked its name of the link")
        #expect(after.latest.text != before.latest.text && after.latest.inode != before.latest.inode)
        let site = PublishedSite(output: harness.output)
        #expect(try site.text("weeks/2024/a.html") == "old", "the linked link resolves to the shared directory")
        #expect(try site.text("weeks/2025/b.html") == "two")

        let third = try publisher.publish([sharedPage("weeks/2024/a.html", "old"), sharedPage("weeks/2025/b.html", "three"), own],
                                          at: "site")
        #expect(try link("weeks/2024", in: third.build).inode == before.old.inode)
        #expect(try site.text("weeks/2024/a.html") == "old")
    }
}

/// A shared page at `path` holding `text`.
private func sharedPage(_ path: String, _ text: String) -> SiteFile {
    SiteFile(path: path, inputDigest: "digest-\(text)", shared: true) { Data(text.utf8) }
}
