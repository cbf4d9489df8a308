import Foundation
import Testing
import MessageText

@Test("a swap of two adjacent letters counts as one edit, so 'stauts' suggests 'status', not 'state'")
func transpositionSuggestion() {
    #expect(Suggestion.editDistance("stauts", "status") == 1)
    #expect(Suggestion.editDistance("stauts", "state") == 2)
    #expect(Suggestion.nearest(to: "stauts", in: ["state", "status", "schedules"]) == "status")
}

@Test("edit distance still counts insertions, deletions and substitutions")
func plainEditDistance() {
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.editDistance("ab", "ba") == 1)
    #expect(Suggestion.editDistance("ca", "abc") == 3)
}

// Found by the config fuzz target: a time zone of a few hundred characters took seconds to
// refuse (an edit distance to every zone name), so a long one hung check-config and reload.
@Test("a value far longer than any valid name gets no suggestion, at once", .timeLimit(.minutes(1)))
func longValueSuggestion() {
    let pasted = String(repeating: "Europe/Berlin is where I live ", count: 4_000)
    #expect(Suggestion.nearest(to: pasted, in: TimeZone.knownTimeZoneIdentifiers) == nil)
    #expect(Suggestion.nearest(to: "Europe/Berlim", in: TimeZone.knownTimeZoneIdentifiers) == "Europe/Berlin")
    #expect(Suggestion.nearest(to: "statuses-and-more", in: ["status"]) == nil)
}

