import FuzzSupport
import Workouts

/// Fuzzes the reader of Strong's comma-separated export: no row traps or imports a value
/// outside `ValueRanges` (`ImportChecks` says how the first byte picks the header, the zone and
/// the unit).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrongClassicImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImportChecks.check(fuzzBytes(data, size), headers: headers, format: .strongClassic)
    return 0
}

/// The headers this format is written with.
private let headers = [
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n",
]
