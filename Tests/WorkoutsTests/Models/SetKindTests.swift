import Testing
@testable import Workouts

@Test("Set kinds are read in any case, with the spellings Hevy writes", arguments: [
    ("normal", SetKind.normal), ("warm-up", .warmUp), ("WARMUP", .warmUp), ("Drop", .drop), ("dropset", .drop),
    ("failure", .failure),
])
func setKindSpellings(spelling: String, kind: SetKind) {
    #expect(SetKind(spelling: spelling) == kind)
}

@Test("A word that is no set kind is refused", arguments: ["superset", "w", "", "warm up"])
func unknownSetKind(spelling: String) {
    #expect(SetKind(spelling: spelling) == nil)
}
