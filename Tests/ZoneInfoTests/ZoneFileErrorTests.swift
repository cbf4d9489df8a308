import Foundation
import Glibc
import Testing
@testable import ZoneInfo

@Suite("Bad zone files")
struct ZoneFileErrorTests {
    let good = TZifBuilder(
        types: [(3600, false, "CET"), (7200, true, "CEST")], transitions: [(1000, 1), (2000, 0)],
        footer: "CET-1CEST,M3.5.0,M10.5.0/3")

    /// The error loading `bytes` as zone `Bad/Zone` from a scratch directory gives.
    func loadError(_ bytes: [UInt8]) throws -> ZoneInfoError? {
        let scratch = try ScratchDirectory()
        try scratch.write(bytes, to: "Bad/Zone")
        return #expect(throws: ZoneInfoError.self) { try scratch.directory.zone(named: "Bad/Zone") }
    }

    /// Expects loading `bytes` to fail as malformed, naming the file and saying `problem`.
    func expectMalformed(_ bytes: [UInt8], _ problem: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let error = try loadError(bytes)
        guard case .malformed(let file, let found) = error else {
            Issue.record("expected a malformed-file error, got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        #expect(file.hasSuffix("/Bad/Zone"), sourceLocation: sourceLocation)
        #expect(found.contains(problem), "\(found)", sourceLocation: sourceLocation)
        #expect(error?.description.contains(file) == true, sourceLocation: sourceLocation)
    }

    @Test("The good file the cases below spoil loads")
    func goodFileLoads() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(good.bytes, to: "Good/Zone")
        #expect(try scratch.directory.zone(named: "Good/Zone").offset(at: 1500).abbreviation == "CEST")
    }

    @Test("Every truncation of a file is refused as truncated or as missing its footer")
    func truncations() throws {
        let bytes = good.bytes
        for length in 0..<bytes.count {
            let error = #expect(throws: ZoneInfoError.self) { try Zone(identifier: "T", tzif: Array(bytes.prefix(length)), file: "cut") }
            guard case .malformed(let file, let problem) = error else {
                Issue.record("length \(length): \(String(describing: error))")
                continue
            }
            #expect(file == "cut")
            #expect(problem.contains("truncated") || problem.contains("footer"), "length \(length): \(problem)")
        }
    }

    @Test("A file that is not TZif is refused for its missing magic")
    func notTZif() throws {
        try expectMalformed(Array("# tzdb zone descriptions\n".utf8), "no \"TZif\" magic")
    }

    @Test("A version 1 file is refused: liftd reads version 2 and later")
    func versionOne() throws {
        var builder = good
        builder.version = 0
        try expectMalformed(builder.bytes, "version 1")
    }

    @Test("Counts larger than the file are refused as truncated, not allocated")
    func lyingCounts() throws {
        var builder = good
        builder.countOverrides = [3: UInt32.max]
        try expectMalformed(builder.bytes, "truncated: the 64-bit data block needs")
    }

    @Test("A transition naming a missing local time type is refused")
    func typeIndexOutOfRange() throws {
        try expectMalformed(TZifBuilder(types: [(0, false, "UTC")], transitions: [(5, 3)]).bytes,
                            "transition 0 names local time type 3, the file has 1")
    }

    @Test("Transitions out of order are refused")
    func unsortedTransitions() throws {
        try expectMalformed(TZifBuilder(types: [(0, false, "A"), (60, false, "B")], transitions: [(10, 1), (10, 0)]).bytes,
                            "transition 1 (10) is not after transition 0 (10)")
    }

    @Test("A file without local time types or abbreviations is refused")
    func emptyTables() throws {
        try expectMalformed(TZifBuilder(types: []).bytes, "no local time types")
        var builder = good
        builder.abbreviations = []
        builder.types = builder.types.map { var type = $0; type.abbreviationIndex = 0; return type }
        try expectMalformed(builder.bytes, "no abbreviation bytes")
    }

    @Test("An abbreviation that does not end inside the abbreviation bytes is refused")
    func unterminatedAbbreviation() throws {
        var builder = good
        builder.abbreviations.removeLast()
        try expectMalformed(builder.bytes, "local time type 1's abbreviation")
        builder = good
        builder.types[0].abbreviationIndex = 200
        try expectMalformed(builder.bytes, "local time type 0's abbreviation (byte 200 of 9)")
    }

    @Test("Offsets beyond a day and odd daylight saving flags are refused")
    func badTypes() throws {
        try expectMalformed(TZifBuilder(types: [(Int32.min, false, "X")]).bytes, "UTC offset -2147483648 s is outside")
        try expectMalformed(TZifBuilder(types: [(93_600, false, "X")]).bytes, "outside")
        var builder = good
        builder.types[1].isDaylightSaving = 2
        try expectMalformed(builder.bytes, "isdst is 2")
    }

    @Test("Leap-second files and mismatched indicator counts are refused")
    func leapSecondsAndIndicators() throws {
        var builder = good
        builder.leapSecondCount = 1
        try expectMalformed(builder.bytes, "leap-second records")
        builder = good
        builder.indicatorCount = 1
        try expectMalformed(builder.bytes, "isutcnt is 1, neither 0 nor the 2 local time types")
    }

    @Test("A bad footer is refused with the rule's own problem")
    func badFooter() throws {
        var builder = good
        builder.footer = "\nCET-1CEST,M3.5.0\n"
        try expectMalformed(builder.bytes, "the footer's TZ rule \"CET-1CEST,M3.5.0\", character 17")
        builder.footer = "CET-1\n"
        try expectMalformed(builder.bytes, "does not start with a newline")
        builder.footer = "\nCET-1"
        try expectMalformed(builder.bytes, "does not end with a newline")
        builder.footer = "\nCET-1\nmore"
        try expectMalformed(builder.bytes, "4 bytes after the footer's closing newline")
    }

    @Test("A file over 1 MiB is refused before it is read whole")
    func hugeFile() throws {
        let error = try loadError(good.bytes + [UInt8](repeating: 0, count: ZoneDirectory.maximumFileSize))
        guard case .unreadable(_, let reason) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(reason.contains("larger than 1048576 bytes"))
    }

    @Test("A FIFO where a zone should be is refused at once, not waited on")
    func fifo() throws {
        let scratch = try ScratchDirectory()
        #expect(mkfifo(scratch.path + "/Pipe", 0o600) == 0)
        let error = #expect(throws: ZoneInfoError.self) { try scratch.directory.zone(named: "Pipe") }
        #expect(error == .unreadable(file: scratch.path + "/Pipe", reason: "not a regular file"))
    }

    @Test("Random corruption of a real zone file never traps: it loads or is refused")
    func randomCorruption() throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: systemZones.path + "/America/Santiago")))
        var generator = SeededGenerator(seed: 20_261_201)
        var refused = 0
        for _ in 0..<2000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            do {
                let zone = try Zone(identifier: "Corrupt", tzif: bytes, file: "corrupt")
                _ = zone.offset(at: Int64.random(in: .min ... .max, using: &generator))
                _ = zone.nextTransition(after: Int64.random(in: .min ... .max, using: &generator))
                _ = zone.previousTransition(atOrBefore: Int64.random(in: .min ... .max, using: &generator))
            } catch {
                refused += 1
            }
        }
        #expect(refused > 0)
    }
}

/// A small deterministic generator (SplitMix64), so failures can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
