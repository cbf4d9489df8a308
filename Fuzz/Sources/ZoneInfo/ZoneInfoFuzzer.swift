import FuzzSupport
import ZoneInfo

/// Fuzzes TZif files and POSIX TZ rules: nothing traps; a refused file or rule gets a message;
/// for a file that loads, each transition found around a few instants lies on the right side
/// of its instant, and the zone's offsets one second before and at it are its before and after.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZoneInfo(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    do {
        let rule = try PosixTimeZoneRule(String(decoding: bytes, as: UTF8.self))
        check(offset: rule.offset(at:), next: rule.transition(after:), previous: rule.transition(atOrBefore:))
    } catch {
        invariant(!error.description.isEmpty, "a refused rule gets a message")
    }
    do {
        let zone = try Zone(identifier: "Fuzz/Zone", tzif: bytes, file: "fuzz")
        check(offset: zone.offset(at:), next: zone.nextTransition(after:), previous: zone.previousTransition(atOrBefore:))
    } catch {
        invariant(error.description.contains("fuzz"), "a refused file is named: \(error)")
    }
    return 0
}

/// Instants in and far outside tzdata's range.
private let instants: [Int64] = [.min, -(1 << 59), -1, 0, 1_774_740_000, 2_208_988_800, 4_133_980_800, 1 << 59, .max]

private func check(
    offset: (Int64) -> ZoneOffset, next: (Int64) -> ZoneTransition?, previous: (Int64) -> ZoneTransition?
) {
    for instant in instants {
        if let following = next(instant) {
            invariant(following.instant > instant, "the next transition after \(instant) is at \(following.instant)")
            invariant(following.before != following.after, "a transition at \(following.instant) changes nothing")
            invariant(offset(following.instant) == following.after, "the offset at \(following.instant) is not its after")
            invariant(offset(following.instant - 1) == following.before, "the offset before \(following.instant) is not its before")
        }
        if let preceding = previous(instant) {
            invariant(preceding.instant <= instant, "the transition at or before \(instant) is at \(preceding.instant)")
            invariant(offset(preceding.instant) == preceding.after, "the offset at \(preceding.instant) is not its after")
        }
    }
}
