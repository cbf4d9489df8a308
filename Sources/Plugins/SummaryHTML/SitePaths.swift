/// Where pages live inside the site, and links between them.
enum SitePaths {
    /// The index page.
    static let index = "index.html"

    /// The page of `week` in its year's directory, e.g. `weeks/2025/2025-W38.html`.
    static func week(_ week: String) -> String {
        "weeks/\(week.prefix { $0 != "-" })/\(week).html"
    }

    /// A page for each exercise: `exercises/<slug>.html`, the slug its name in lowercase
    /// letters and digits joined by `-`; names that give the same slug get `-2`, `-3`, … in
    /// name order, so the same names always give the same pages.
    static func exercisePages(for exercises: Set<String>) -> [String: String] {
        var taken = Set<String>()
        var pages: [String: String] = [:]
        for exercise in exercises.sorted() {
            let base = slug(exercise)
            var candidate = base
            var number = 2
            while taken.contains(candidate) {
                candidate = "\(base)-\(number)"
                number += 1
            }
            taken.insert(candidate)
            pages[exercise] = "exercises/\(candidate).html"
        }
        return pages
    }

    /// `name` in lowercase ASCII letters and digits, other runs turned into one `-`.
    static func slug(_ name: String) -> String {
        var slug = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "exercise" : slug
    }

    /// `target` (relative to the site's root) as linked from a page at `page`.
    static func link(to target: String, from page: String) -> String {
        String(repeating: "../", count: page.utf8.count { $0 == UInt8(ascii: "/") }) + target
    }
}
