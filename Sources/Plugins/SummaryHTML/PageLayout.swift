import Workouts

/// The frame every page shares: an HTML5 document with its CSS inline (light and dark by
/// `prefers-color-scheme`, one column under 600 px), no script, nothing fetched. Under 600 px
/// an exercise's week-by-week table leaves out reps and volume, and the index's exercises
/// their reps, volume and records' dates, so the top set and the estimates fit a phone
/// without sideways scrolling.
///
/// The attributes the browser tests rely on (keep them stable):
/// - `<body data-page="index|week|exercise" data-units="kg|lb">`, and `data-week="YYYY-Www"`
///   on the index and week pages, `data-exercise="<name>"` on an exercise page.
/// - `<td data-muscle="<group>">` holds that muscle group's working sets credited in the
///   week (index: the report's week, `#targets`; week page: `#muscles`).
/// - `<tr data-exercise="<name>">` rows with `<td class="sets">`, `class="reps"` and
///   `class="volume"` cells (index `#exercises`, week page `#exercises`, workouts). On the
///   index each exercise trained in the week has one such row and no other link there but in
///   the last workouts; `#other-exercises` links every other exercise.
/// - `#week-sets` and `#week-volume` hold the report's week's totals on the index.
/// - `<tr data-week="YYYY-Www">` rows of `#sets-over-time` on an exercise page, with
///   `class="sets"`, `class="top-set"`, `class="e1rm"` cells.
/// - Records (kinds as `records` names them): on an exercise page, `<tr data-record="<kind>">`
///   rows of `#records` with a `class="value"` and a `class="date"` cell; on the index,
///   the `#exercises` rows `<tr data-exercise="<name>">` go on, after the volume, with `<td
///   class="value" data-record="heaviest-weight">` (`least-assistance` for an assisted lift)
///   and `data-record="estimated-one-rep-max"` cells (`–` without one), each followed by its
///   `class="date"` cell; the week's records as `<li data-record="<kind>">` items of `#week`.
/// - Links stay inside the site: `weeks/<YYYY>/<YYYY-Www>.html`, `exercises/<slug>.html`,
///   `reports/<week>.md|.json|.svg|-e1rm.svg`, `exports/…` (only with `publish-exports`).
/// - Every chart is an inline `<svg>` with a `<title>` as its first child, in a `<figure
///   class="chart">`; sections have ids: `week`, `exercises`, `targets`, `e1rm`, `last-workouts`,
///   `bodyweight`, `weeks`, `other-exercises` (when there are any), `files`, `exports` (index); `muscles`,
///   `exercises`, `workouts`, `files` (week); `trend`, `records`, `sets-over-time` (exercise).
enum PageLayout {
    /// The document for `body` (already escaped HTML) titled `title`, at `path` in the site.
    static func document(title: String, path: String, bodyAttributes: [(String, String)], body: [String]) -> String {
        let attributes = bodyAttributes.map { " \($0.0)=\"\(HTML.escaped($0.1))\"" }.joined()
        let home = SitePaths.link(to: SitePaths.index, from: path)
        return ([
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<meta name=\"color-scheme\" content=\"light dark\">",
            "<title>\(HTML.escaped(title))</title>",
            "<style>", style, "</style>",
            "</head>",
            "<body\(attributes)>",
            "<header><nav><a href=\"\(home)\">liftd</a></nav><h1>\(HTML.escaped(title))</h1></header>",
            "<main>",
        ] + body + [
            "</main>",
            "<footer><p>Written by liftd from its training log.</p></footer>",
            "</body>",
            "</html>",
        ]).joined(separator: "\n") + "\n"
    }

    /// A section with id `id` and heading `heading` around `content`; `wide` spans both columns.
    static func section(_ id: String, _ heading: String, wide: Bool = false, _ content: [String]) -> [String] {
        ["<section id=\"\(id)\"\(wide ? " class=\"wide\"" : "")>", "<h2>\(HTML.escaped(heading))</h2>"]
            + content + ["</section>"]
    }

    /// A table with header cells `headers` (numeric columns right-aligned) and `rows`
    /// (already rendered `<tr>` lines), scrolling sideways on its own when too wide; a
    /// paragraph saying so when there are no rows.
    static func table(_ headers: [(String, numeric: Bool)], rows: [String]) -> [String] {
        guard !rows.isEmpty else { return ["<p class=\"empty\">None yet.</p>"] }
        let head = headers.map { header in
            "<th scope=\"col\"\(header.numeric ? " class=\"number\"" : "")>\(HTML.escaped(header.0))</th>"
        }.joined()
        return ["<div class=\"scroll\"><table>", "<thead><tr>\(head)</tr></thead>", "<tbody>"] + rows
            + ["</tbody></table></div>"]
    }

    static let style = """
        :root{--bg:#ffffff;--fg:#1c1e21;--muted:#5b6168;--line:#d5d9de;--card:#f4f6f8;--accent:#1a62a8;\
        --below:#a4271d;--within:#1d7434;--above:#8a5800;\
        --s0:#1f77b4;--s1:#d9730d;--s2:#2e8b57;--s3:#c0392b;--s4:#7d3c98;--s5:#8b5a2b}
        @media (prefers-color-scheme: dark){:root{--bg:#111418;--fg:#e6e8eb;--muted:#9aa1a9;--line:#343a41;\
        --card:#1b2026;--accent:#8ab8f0;--below:#f28b82;--within:#81c995;--above:#fdd663;\
        --s0:#7ab8e8;--s1:#f5a35c;--s2:#6fcf97;--s3:#f1948a;--s4:#c39bd3;--s5:#d7b08a}}
        *{box-sizing:border-box}
        html{background:var(--bg);color:var(--fg)}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}
        header,footer{max-width:72rem;margin:0 auto;padding:0.75rem 1rem}
        header h1{margin:0.25rem 0 0;font-size:1.5rem;overflow-wrap:anywhere}
        footer{color:var(--muted);font-size:0.85rem}
        main{max-width:72rem;margin:0 auto;padding:0 1rem;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1rem}
        section{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:0.5rem 1rem 1rem;min-width:0}
        section.wide{grid-column:1/-1}
        h2{font-size:1.1rem;margin:0.5rem 0}
        a{color:var(--accent)}
        p,li{overflow-wrap:anywhere}
        .scroll{overflow-x:auto;max-width:100%}
        table{border-collapse:collapse;width:100%}
        th,td{padding:0.3rem 0.5rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
        td{overflow-wrap:break-word}
        th{color:var(--muted);font-weight:600}
        .number,.sets,.reps,.volume,.value,.e1rm,.top-set{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
        th.number{white-space:normal} .date,tr[data-week] th{white-space:nowrap}
        .below{color:var(--below)} .within{color:var(--within)} .above{color:var(--above)}
        figure.chart{margin:0 auto;max-width:40rem}
        svg{display:block;width:100%;height:auto;max-width:100%}
        svg .axis{stroke:var(--muted);stroke-width:1} svg .grid{stroke:var(--line);stroke-width:1}
        svg text{fill:var(--fg);font-size:13px}
        svg .series{fill:none;stroke-width:2.5}
        .s0{stroke:var(--s0);fill:var(--s0)} .s1{stroke:var(--s1);fill:var(--s1)} .s2{stroke:var(--s2);fill:var(--s2)}
        .s3{stroke:var(--s3);fill:var(--s3)} .s4{stroke:var(--s4);fill:var(--s4)} .s5{stroke:var(--s5);fill:var(--s5)}
        svg polyline.series{fill:none}
        ul.links{padding-left:1.2rem;columns:2 12rem}
        @media (max-width:600px){main{grid-template-columns:minmax(0,1fr);padding:0 0.5rem}\
        header,footer{padding:0.5rem}section{padding:0.5rem}th,td{padding:0.25rem 0.3rem}\
        #sets-over-time tr>:nth-child(3),#sets-over-time tr>:nth-child(4),\
        [data-page=index] #exercises tr>:nth-child(3),[data-page=index] #exercises tr>:nth-child(4),\
        [data-page=index] #exercises tr>:nth-child(6),[data-page=index] #exercises tr>:nth-child(8){display:none}}
        """
}

/// Text made safe for HTML element content and attribute values.
enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped and forbidden control characters replaced.
    static func escaped(_ text: String) -> String { XMLText.escaped(text) }

    /// A site-relative path as an `href`: every byte but letters, digits and `-._~/`
    /// percent-encoded.
    static func href(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
