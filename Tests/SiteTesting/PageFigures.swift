import Foundation

/// The figures of a site's pages read back from their HTML.
public struct PageFigures: Sendable {
    /// The page's HTML.
    public let html: String

    /// The figures of the page `html`.
    public init(_ html: String) { self.html = html }

    /// The HTML of the section `id`.
    public func section(_ id: String) -> String {
        guard let start = html.range(of: "<section id=\"\(id)\""),
              let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex) else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// Every match of `pattern` in `text`, as its groups, names unescaped.
    public static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        text.matches(of: try Regex(pattern)).map { match in
            (1..<match.output.count).map { match.output[$0].substring.map { unescaped(String($0)) } ?? "" }
        }
    }

    /// `text` with the HTML entities the site writes replaced by their characters.
    public static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The exercise rows of section `id`: name to sets, reps and volume as shown (any cells
    /// after the volume, as the index's records, left out).
    public func exerciseRows(_ id: String) throws -> [String: [String]] {
        let rows = try Self.matches(
            #"<tr data-exercise="([^"]*)"><td>(?:<a [^>]*>)?[^<]*(?:</a>)?</td><td class="sets">(\d+)</td><td class="reps">(\d+)</td><td class="volume">([0-9.-]+)</td>(?:<td[^>]*>[^<]*</td>)*</tr>"#,
            in: section(id))
        return Dictionary(rows.map { ($0[0], Array($0.dropFirst())) }, uniquingKeysWith: { first, _ in first })
    }

    /// The muscle rows of section `id`: group to the cells after its name.
    public func muscleSets(_ id: String) throws -> [String: String] {
        let rows = try Self.matches(#"data-muscle="([^"]*)">([0-9.]+)</td>"#, in: section(id))
        return Dictionary(rows.map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every exercise the page names in a row or a link list: each `<tr data-exercise>` of
    /// section `rowsIn` and each `<li>` link of section `linksIn`, in page order (names as shown).
    public func exerciseNames(rowsIn: String, linksIn: String) throws -> [String] {
        try Self.matches(#"<tr data-exercise="([^"]*)">"#, in: section(rowsIn)).map { $0[0] }
            + Self.matches(#"<li><a [^>]*>([^<]*)</a></li>"#, in: section(linksIn)).map { $0[0] }
    }

    /// The link of `exercise`'s row in section `id`, as written (relative to this page).
    public func exerciseLink(_ exercise: String, in id: String) throws -> String? {
        try Self.matches(#"<tr data-exercise="([^"]*)"><td><a href="([^"]*)">"#, in: section(id))
            .first { $0[0] == exercise }?[1]
    }
}
