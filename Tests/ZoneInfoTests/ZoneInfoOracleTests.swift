import ChildProcessTesting
import Foundation
import Testing
import ZoneInfo

/// Python's `zoneinfo` answers for one zone, as `Tests/oracles/zoneinfo_oracle.py` prints them.
private struct OracleZone {
    var name: String
    var transitions: [ZoneTransition] = []
    /// The state one second after each transition's first second.
    var oneSecondAfter: [ZoneOffset] = []
    var instants: [(Int64, ZoneOffset)] = []
}

private struct OracleFailure: Error, CustomStringConvertible {
    let description: String
}

/// 2101-01-01 00:00 UTC: the oracle covers [1970-01-01, this).
private let oracleEnd: Int64 = 4_133_980_800

/// Runs the oracle over `directory` (off the cooperative pool) and reads its output file.
private func runOracle(over directory: ZoneDirectory) async throws -> [OracleZone] {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("oracles/zoneinfo_oracle.py")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("zoneinfo-oracle-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    let python = ProcessInfo.processInfo.environment["LIFTD_VENV_PYTHON"] ?? "/usr/bin/python3"
    // The bound is generous: the oracle scans 600 zones day by day, on a machine others share.
    let run = try await ProgramRun.run(python, [script.path, "--tzdir", directory.path, "--output", output.path], bound: 900)
    guard run.status == 0 else {
        throw OracleFailure(description: "the zoneinfo oracle failed (\(run.status)): \(run.standardError)")
    }
    return try parse(String(decoding: try Data(contentsOf: output), as: UTF8.self))
}

private func parse(_ text: String) throws -> [OracleZone] {
    var zones: [OracleZone] = []
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        func offset(at index: Int) throws -> ZoneOffset {
            guard index + 2 < fields.count, let seconds = Int(fields[index]), let flag = Int(fields[index + 2]) else {
                throw OracleFailure(description: "unreadable oracle line: \(line)")
            }
            return ZoneOffset(secondsFromUTC: seconds, abbreviation: String(fields[index + 1]), isDaylightSaving: flag == 1)
        }
        switch (fields.first, fields.count) {
        case ("Z", 2):
            zones.append(OracleZone(name: String(fields[1])))
        case ("T", 11) where !zones.isEmpty:
            guard let instant = Int64(fields[1]) else { throw OracleFailure(description: "unreadable oracle line: \(line)") }
            zones[zones.count - 1].transitions.append(
                ZoneTransition(instant: instant, before: try offset(at: 2), after: try offset(at: 5)))
            zones[zones.count - 1].oneSecondAfter.append(try offset(at: 8))
        case ("I", 5) where !zones.isEmpty:
            guard let instant = Int64(fields[1]) else { throw OracleFailure(description: "unreadable oracle line: \(line)") }
            zones[zones.count - 1].instants.append((instant, try offset(at: 2)))
        default:
            throw OracleFailure(description: "unreadable oracle line: \(line)")
        }
    }
    return zones
}

/// ZoneInfo's changes of offset in [1970, 2101), the way the oracle finds them.
private func transitions(of zone: Zone) -> [ZoneTransition] {
    var found: [ZoneTransition] = []
    var instant: Int64 = 0
    while let next = zone.nextTransition(after: instant), next.instant < oracleEnd {
        found.append(next)
        instant = next.instant
    }
    return found
}

@Test("Every tzdata zone agrees with Python's zoneinfo from 1970 to 2100: its list, transitions and 1,000 random instants")
func everyZoneMatchesPython() async throws {
    let directory = systemZones
    let oracle = try await runOracle(over: directory)
    #expect(directory.zoneNames() == oracle.map(\.name), "the zone listing differs from Python's available_timezones()")
    var mismatches: [String] = []
    func mismatch(_ text: String) {
        if mismatches.count < 30 { mismatches.append(text) }
    }
    var checkedTransitions = 0, checkedInstants = 0, mismatchCount = 0
    for expected in oracle {
        let zone: Zone
        do { zone = try directory.zone(named: expected.name) } catch {
            mismatchCount += 1
            mismatch("\(expected.name): \(error)")
            continue
        }
        let found = transitions(of: zone)
        if found != expected.transitions {
            mismatchCount += 1
            let first = zip(found, expected.transitions).first { $0 != $1 }
            mismatch("\(expected.name): \(found.count) transitions, Python has \(expected.transitions.count); first difference "
                + (first.map { "ours \($0.0), Python's \($0.1)" } ?? "past the shorter list"))
        }
        for (transition, oneSecondAfter) in zip(expected.transitions, expected.oneSecondAfter) {
            checkedTransitions += 1
            let before = zone.offset(at: transition.instant - 1), after = zone.offset(at: transition.instant)
            let later = zone.offset(at: transition.instant + 1)
            if before != transition.before || after != transition.after || later != oneSecondAfter {
                mismatchCount += 1
                mismatch("\(expected.name) at \(transition.instant): ours \(before) → \(after) → \(later), "
                    + "Python's \(transition.before) → \(transition.after) → \(oneSecondAfter)")
            }
            if zone.previousTransition(atOrBefore: transition.instant) != transition {
                mismatchCount += 1
                mismatch("\(expected.name): the transition at or before \(transition.instant) is not the one there")
            }
        }
        for (instant, offset) in expected.instants {
            checkedInstants += 1
            let ours = zone.offset(at: instant)
            if ours != offset {
                mismatchCount += 1
                mismatch("\(expected.name) at \(instant): ours \(ours), Python's \(offset)")
            }
        }
    }
    print("zoneinfo oracle: \(oracle.count) zones, \(checkedTransitions) transitions (one second before, at and one second after each), "
        + "\(checkedInstants) random instants; \(mismatchCount) mismatches")
    #expect(oracle.count > 500, "Python's zoneinfo lists only \(oracle.count) zones in \(directory.path)")
    #expect(checkedInstants == 1000 * oracle.count)
    #expect(checkedTransitions > 10_000, "Python found only \(checkedTransitions) transitions")
    #expect(mismatchCount == 0, "\(mismatches.joined(separator: "\n"))")
}
