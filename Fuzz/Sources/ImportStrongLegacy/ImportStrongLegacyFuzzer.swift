import FuzzSupport
import Workouts

/// Fuzzes the reader of Strong's older semicolon export (a unit on every row): no row traps or
/// imports a value outside `ValueRanges` (`ImportChecks` says how the first byte picks the
/// header, the zone and the unit).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrongLegacyImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImportChecks.check(fuzzBytes(data, size), headers: headers, format: .strongLegacy)
    return 0
}

/// The headers this format is written with.
private let headers = [
    "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes\r\n",
]
