import Testing
@testable import Configuration

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
