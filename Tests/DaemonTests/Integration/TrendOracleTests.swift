import ChildProcessTesting
import Foundation
import SampleExports
import TestSupport
import Testing

/// `trend`, `muscle-trend` and the targets `volume` marks, asked of the real daemon through
/// its socket after a real import, against `Tests/oracles/trends_oracle.py`, which shares no
/// code with liftd.
@Suite("Trends and targets through the daemon against the Python oracle")
struct TrendOracleTests {
    @Test("trend, muscle-trend and targets match the oracle for every fixture export", arguments: [
        (FixtureExports.strongClassic, false), (FixtureExports.strongClassic, true), (FixtureExports.strongV6, false),
        (FixtureExports.hevy, false), (FixtureExports.hevyImperial, false),
    ])
    func fixtures(name: String, pounds: Bool) async throws {
        try await expectTrendsMatchOracle(FixtureExports.directory.appendingPathComponent(name).path, pounds: pounds)
    }

    @Test("Real sample: trend, muscle-trend and targets match the oracle for every sample export", .realSampleTier,
          arguments: [(SampleData.strongClassic, false), (SampleData.strongV6, false), (SampleData.hevy, false)])
    func samples(name: String, pounds: Bool) async throws {
        let directory = try #require(SampleData.directory)
        try await expectTrendsMatchOracle(directory.appendingPathComponent(name).path, pounds: pounds)
    }
}

/// The oracle's week of one exercise.
private struct OracleWeek: Decodable {
    let sets: Int
    let reps: Int
    let volume: Double
    let e1rm: Double?
    let top: [Double]?
}

/// Whether liftd's `a`, which JSON carries to 0.01, is the oracle's `b`.
private func close(_ a: Double?, _ b: Double?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a - b) <= 0.005 + 1e-6 * max(1, abs(b))
}

private func oracle(_ arguments: [String], input: String = "") async throws -> String {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("oracles/trends_oracle.py").path
    let run = try await ProgramRun.run("/usr/bin/env", ["python3", script] + arguments, input: input)
    guard run.status == 0 else { throw IntegrationFailure("trends_oracle.py \(arguments) failed: \(run.standardError)") }
    return run.standardOutput
}

/// The `result` object of the daemon's answer to the JSON request `fields`.
private func ask(_ daemon: DaemonProcess, _ fields: [String: Any]) async throws -> [String: Any] {
    let line = String(decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
    let answer = try await daemon.request(line)
    guard let object = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any],
          object["ok"] as? Bool == true, let result = object["result"] as? [String: Any] else {
        throw IntegrationFailure("\(line) was answered \(answer)")
    }
    return result
}

/// The number of weeks from `first` through `last` (`YYYY-Www`), in ISO weeks.
private func weeks(from first: String, through last: String) throws -> Int {
    var calendar = Calendar(identifier: .iso8601)
    calendar.timeZone = .gmt
    func monday(_ week: String) throws -> Date {
        let parts = week.split(separator: "-W")
        var components = DateComponents()
        components.yearForWeekOfYear = Int(parts[0])
        components.weekOfYear = Int(parts[1])
        components.weekday = 2
        return try #require(calendar.date(from: components))
    }
    return Int(((try monday(last)).timeIntervalSince(try monday(first)) / (7 * 86_400)).rounded()) + 1
}

private func expectTrendsMatchOracle(_ file: String, pounds: Bool) async throws {
    let daemon = try await startDaemon(
        useCases: DaemonSandbox.standardUseCases + ["import", "volume", "trend", "muscle-trend"], extra: "time-zone: UTC\n")
    let imported = try await ProgramRun.run(
        try BuiltProducts.path("liftctl"), ["--json", "-s", daemon.sandbox.socketPath, "import", file, "units=" + (pounds ? "lbs" : "kg")])
    #expect(imported.status == 0, "liftctl import: \(imported.standardError)")
    let expected = try JSONDecoder().decode(
        [String: [String: OracleWeek]].self, from: Data(try await oracle(["trends", file] + (pounds ? ["--pounds"] : [])).utf8))
    let allWeeks = Set(expected.values.flatMap(\.keys)).sorted()
    let first = try #require(allWeeks.first), last = try #require(allWeeks.last)
    let count = min(try weeks(from: first, through: last), 520)

    for (exercise, oracleWeeks) in expected.sorted(by: { $0.key < $1.key }) {
        let reply = try await ask(daemon, ["signal": "trend", "exercise": exercise, "weeks": count, "to": last])
        let replyWeeks = reply["weeks"] as? [[String: Any]] ?? []
        #expect(replyWeeks.count == count, "\(exercise): \(replyWeeks.count) weeks")
        for week in replyWeeks {
            let name = week["week"] as? String ?? "?"
            guard let want = oracleWeeks[name] else {
                #expect(week["sets"] is NSNull && week["topSet"] is NSNull && week["estimatedMaxKilograms"] is NSNull,
                        "\(exercise) \(name): liftd has \(week), the oracle nothing")
                continue
            }
            let top = week["topSet"] as? [String: Any]
            let same = week["sets"] as? Int == want.sets && week["reps"] as? Int == want.reps
                && close(week["volumeKilograms"] as? Double, want.volume)
                && close(week["estimatedMaxKilograms"] as? Double, want.e1rm)
                && close(top?["weightKilograms"] as? Double, want.top?.first)
                && (top?["reps"] as? Int).map(Double.init) == want.top?.last
            #expect(same, "\(exercise) \(name): liftd \(week), oracle \(want)")
        }
    }

    var volumes: [String: [String: Double]] = [:]
    var standings: [String: [String: String]] = [:]
    for week in allWeeks {
        let reply = try await ask(daemon, ["signal": "volume", "week": week])
        for group in reply["muscleGroups"] as? [[String: Any]] ?? [] {
            volumes[week, default: [:]][group["muscleGroup"] as? String ?? "?"] = group["sets"] as? Double
        }
        for target in reply["targets"] as? [[String: Any]] ?? [] {
            standings[week, default: [:]][target["muscleGroup"] as? String ?? "?"] = target["standing"] as? String
        }
    }
    let lines = try allWeeks.map { week in
        String(decoding: try JSONSerialization.data(
            withJSONObject: ["week": week, "sets": volumes[week] ?? [:]], options: [.sortedKeys]), as: UTF8.self)
    }
    for line in try await oracle(["targets"], input: lines.joined(separator: "\n") + "\n").split(separator: "\n") {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let week = object["week"] as? String ?? "?"
        #expect(object["standings"] as? [String: String] == standings[week], "targets of \(week)")
    }

    for group in Set(volumes.values.flatMap(\.keys)).sorted() {
        let reply = try await ask(daemon, ["signal": "muscle-trend", "muscle": group, "weeks": count, "to": last])
        for week in reply["weeks"] as? [[String: Any]] ?? [] {
            let name = week["week"] as? String ?? "?"
            let want = volumes[name]?[group]
            #expect(close(week["sets"] as? Double, want), "muscle-trend \(group) \(name): \(week), volume says \(String(describing: want))")
        }
    }
    try await stopCleanly(daemon)
}
