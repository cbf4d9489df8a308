import MessageText
import Workouts

/// The known exercises nearest a name neither history nor the catalog knows, for `log-set`'s
/// warning. Nearness ignores case, spacing, punctuation and the equipment suffix
/// (`Benchpresss` is one edit from `Bench Press (Barbell)`), and the user's own exercises
/// rank before the catalog's.
enum NearestExercises {
    /// The most names a warning offers.
    static let limit = 3

    /// Up to `limit` names near `name`: `history`'s first, then `catalog`'s, each nearest first.
    static func names(near name: String, history: [String], catalog: [String]) -> [String] {
        let target = looseKey(name)
        guard !target.isEmpty, target.count <= 200 else { return [] }
        let allowed = max(2, target.count / 4)
        func near(_ names: [String]) -> [String] {
            names.compactMap { candidate -> (String, Int)? in
                let key = looseKey(candidate)
                guard abs(key.count - target.count) <= allowed else { return nil }
                let distance = Suggestion.editDistance(target, key)
                return distance <= allowed ? (candidate, distance) : nil
            }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .map(\.0)
        }
        var found: [String] = []
        for candidate in near(history) + near(catalog) where !found.contains(candidate) {
            found.append(candidate)
            if found.count == limit { break }
        }
        return found
    }

    /// `name` without its equipment suffix (a last part in parentheses), in lower case, with
    /// only its letters and digits: `Bench Press (Barbell)` is `benchpress`.
    static func looseKey(_ name: String) -> String {
        var text = Substring(name.lowercased())
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open != text.startIndex {
            text = text[..<open]
        }
        return String(text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
    }
}
