import ChildProcessTesting
import Foundation
import SiteTesting
import Testing
import Workouts
@testable import Plugins

@Suite("summary-html: valid, self-contained pages")
struct SummaryHTMLValidityTests {
    @Test("tidy -errors reports no error on any page of the site", .needsTool("/usr/bin/tidy", package: "tidy"))
    func tidyFindsNoErrors() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        try storeWorkout(harness, "Odd <names> & 'quotes'", at: siteDay(4), [(#"Curl "21s" <b>"#, 20, 21)])
        _ = try harness.repository.insert(Workout(  // no weight: no records, an empty table
            name: "Pull", start: siteDay(5), end: siteDay(5) + 3_600,
            sets: [WorkoutSet(exercise: "Pull Up", weightKilograms: nil, reps: 8)]))
        try await publishSite(try siteStore(harness))
        let site = PublishedSite(output: harness.output)
        let tidy = "/usr/bin/tidy"
        let pages = try site.pages()
        #expect(pages.count == 16)
        for page in pages {
            let run = try await ProgramRun.run(tidy, ["-errors", "-q", site.root.appendingPathComponent(page).path])
            // tidy exits 2 on errors, 1 on warnings only; -errors prints only errors.
            #expect(run.status != 2 && run.standardError.isEmpty, "\(page): \(run.standardError)")
        }
    }

    @Test("Every href and src of every page names a file inside the site; nothing is fetched and nothing runs")
    func linksResolveInsideTheSite() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let batch = harness.output.appendingPathComponent("health/workouts-000001-000020")
        try FileManager.default.createDirectory(at: batch, withIntermediateDirectories: true)
        try Data("<xml/>".utf8).write(to: batch.appendingPathComponent("export.xml"))
        try await publishSite(try siteStore(harness, options: #"{"publish-exports": true}"#))
        let site = PublishedSite(output: harness.output)
        let root = site.root.resolvingSymlinksInPath().standardizedFileURL.path
        let files = Set(try site.files())
        var links = 0
        for page in try site.pages() {
            let text = try site.text(page)
            #expect(!text.contains("<script") && !text.contains("<link") && !text.contains("url("), "\(page)")
            for reference in references(in: text) {
                links += 1
                #expect(!reference.contains(":"), "\(page) links outside the site: \(reference)")
                let decoded = try #require(reference.removingPercentEncoding)
                // As a browser resolves a link: by the path's text, not through symbolic links.
                let target = lexicallyResolved(root + "/" + page.split(separator: "/").dropLast().joined(separator: "/") + "/" + decoded)
                #expect(target.hasPrefix(root + "/"), "\(page): \(reference) leaves the site")
                #expect(files.contains(String(target.dropFirst(root.count + 1))), "\(page): \(reference) names no file")
            }
            let charts = text.components(separatedBy: "<svg ").dropFirst()
            #expect(charts.allSatisfy { $0.hasPrefix(#"xmlns="http://www.w3.org/2000/svg""#) && $0.contains(">\n<title>") })
        }
        #expect(links > 100)
        #expect(files.contains("exports/workouts-000001-000020/export.xml"))
    }
}

/// The values of every `href="…"` and `src="…"` attribute in `html`, unescaped.
private func references(in html: String) -> [String] {
    var found: [String] = []
    for attribute in ["href=\"", "src=\""] {
        var rest = html[...]
        while let start = rest.range(of: attribute) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            found.append(String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&"))
            rest = rest[end...]
        }
    }
    return found
}

/// `path` with its `.` and `..` components applied to the text before them.
private func lexicallyResolved(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
        if component == ".." { _ = components.popLast() } else { components.append(component) }
    }
    return "/" + components.joined(separator: "/")
}
