import Cron
import Foundation
import ZoneInfo

/// `liftd-bench cron [--python PATH] [--starts N]`: next-fire computations per second, liftd
/// against cronsim computing the same fire times in the same run. Both sides parse each
/// expression for each start, then take its next five fire times.
@Sendable func runCronBenchmark(_ arguments: [String]) async throws {
    var python = ".venv/bin/python3"
    var startCount = 8
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch (argument, remaining.popFirst()) {
        case ("--python", let value?): python = value
        case ("--starts", let value?) where (Int(value) ?? 0) > 0: startCount = Int(value) ?? 0
        default: throw CronBenchmarkError(message: "usage: liftd-bench cron [--python PATH] [--starts N]")
        }
    }
    let workload = try CronWorkload(startCount: startCount)
    var rates: [Double] = []
    for _ in 0..<7 {
        rates.append(try workload.measureRate())
    }
    let liftdRate = rates.sorted()[rates.count / 2]
    print("liftd: \(Int(liftdRate)) next-fire computations/s (median of \(rates.count) runs, \(workload.computationCount) each)")
    let cronsimRate = try CronsimRun(python: python, workload: workload).rate()
    print("cronsim: \(Int(cronsimRate)) next-fire computations/s")
    print("cron: liftd/cronsim=\(String(format: "%.1f", liftdRate / cronsimRate))")
}

/// Why the cron benchmark could not run.
struct CronBenchmarkError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The expressions, zones and start instants both sides compute fire times for.
struct CronWorkload {
    static let firesPerStart = 5
    let expressions = cronBenchmarkExpressions
    let zoneNames = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago", "Asia/Kolkata"]
    let zones: [Zone]
    /// Spread over 2026, starting at the Berlin spring-forward day so DST changes are crossed.
    let starts: [Int]

    init(startCount: Int) throws {
        zones = try zoneNames.map { name in
            do { return try ZoneDirectory.system.zone(named: name) } catch {
                throw CronBenchmarkError(message: "time zone \(name): \(error)")
            }
        }
        starts = (0..<startCount).map { 1_774_742_400 + $0 * 2_000_003 }
    }

    var computationCount: Int { expressions.count * zones.count * starts.count * Self.firesPerStart }

    /// Fire times computed per second in this process.
    func measureRate() throws -> Double {
        var checksum = 0.0
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            for zone in zones {
                for start in starts {
                    let startDate = Date(timeIntervalSince1970: TimeInterval(start))
                    for text in expressions {
                        let schedule = CronSchedule(try CronExpression(text), timeZone: zone)
                        for fire in schedule.fireTimes(after: startDate).prefix(Self.firesPerStart) {
                            checksum += fire.timeIntervalSince1970
                        }
                    }
                }
            }
        }
        guard checksum > 0 else { throw CronBenchmarkError(message: "no fire times computed") }
        let seconds = elapsed / .seconds(1)
        return Double(computationCount) / seconds
    }
}
