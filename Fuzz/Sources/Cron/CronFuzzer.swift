import Cron
import Foundation
import FuzzSupport
import ZoneInfo

/// Fuzzes cron expressions: no text traps, an expression that parses reads the same again,
/// and its first fire times (on a wall clock chosen by the input's length) come strictly in
/// order after the start.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCron(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let expression: CronExpression
    do {
        expression = try CronExpression(text)
    } catch {
        invariant(!error.description.isEmpty, "a refused expression gets a message")
        return 0
    }
    invariant((try? CronExpression(expression.source)) == expression, "\(text) reads differently the second time")
    let schedule = CronSchedule(expression, timeZone: zones[size % zones.count])
    var previous = start
    for time in schedule.fireTimes(after: start).prefix(3) {
        invariant(time > previous, "\(text) fires at \(time), not after \(previous)")
        previous = time
    }
    return 0
}

/// A start just before Europe's spring change in 2026, so the first fire times cross it.
private let start = Date(timeIntervalSince1970: 1_774_740_000)

/// UTC, a zone with DST, and one whose DST moves by half an hour.
private let zones: [Zone] = ["UTC", "Europe/Berlin", "Australia/Lord_Howe"].map {
    do { return try ZoneDirectory.system.zone(named: $0) } catch { fatalError("the time zone \($0): \(error)") }
}
