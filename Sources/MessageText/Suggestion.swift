/// Finds the valid name a user most likely meant, for "did you mean …?" hints.
public enum Suggestion {
    /// The candidate nearest to `name` by edit distance, when it is near enough to be a typo.
    public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        let candidates = candidates.map { (candidate: $0, lowered: $0.lowercased()) }
        // No fewer edits than the lengths differ: when no candidate is near enough in length,
        // none is near, and a long value (a pasted paragraph as a time zone) is answered at
        // once instead of after an edit distance to each of ~600 zone names.
        let length = lowered.count
        let nearInLength = candidates.contains {
            abs($0.lowered.count - length) <= allowedEdits(length, $0.candidate.count)
        }
        guard nearInLength else { return nil }
        var best: (candidate: String, distance: Int)?
        for (candidate, loweredCandidate) in candidates {
            let distance = editDistance(lowered, loweredCandidate)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        return best.distance <= allowedEdits(length, best.candidate.count) ? best.candidate : nil
    }

    /// How many edits a typo may hold between names of these lengths.
    private static func allowedEdits(_ length: Int, _ otherLength: Int) -> Int { max(2, min(length, otherLength) / 3) }

    /// `" (did you mean 'x'?)"`, or nothing when no candidate is near.
    public static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        nearest(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of two adjacent
    /// characters, each as one (optimal string alignment), so a transposition typo such as
    /// `stauts` is nearer to `status` than to `state`.
    public static func editDistance(_ first: String, _ second: String) -> Int {
        let first = Array(first), second = Array(second)
        guard !first.isEmpty else { return second.count }
        guard !second.isEmpty else { return first.count }
        var beforePrevious = Array(0...second.count)
        var previous = beforePrevious
        var current = previous
        for (row, character) in first.enumerated() {
            current[0] = row + 1
            for column in 1...second.count {
                let substitution = previous[column - 1] + (character == second[column - 1] ? 0 : 1)
                current[column] = min(substitution, previous[column] + 1, current[column - 1] + 1)
                if row > 0, column > 1, character == second[column - 2], first[row - 1] == second[column - 1] {
                    current[column] = min(current[column], beforePrevious[column - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[second.count]
    }
}
