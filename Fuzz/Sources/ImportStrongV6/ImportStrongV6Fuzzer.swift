import FuzzSupport
import Workouts

/// Fuzzes the reader of Strong 6's quoted semicolon export: no row traps or imports a value
/// outside `ValueRanges` (`ImportChecks` says how the first byte picks the header, the zone and
/// the unit).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrongV6Import(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImportChecks.check(fuzzBytes(data, size), headers: headers, format: .strongV6)
    return 0
}

/// The headers this format is written with.
private let headers = [
    "\u{FEFF}\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";\"Set Order\";\"Weight (lbs)\";\"Reps\";\"RPE\";\"Distance (miles)\";\"Seconds\";\"Notes\";\"Workout Notes\"\n",
    "\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";\"Set Order\";\"Weight (kg)\";\"Reps\";\"RPE\";\"Distance (km)\";\"Seconds\";\"Notes\";\"Workout Notes\"\n",
    "\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";\"Set Order\";\"Weight (kgs)\";\"Reps\";\"RPE\";\"Distance (meters)\";\"Seconds\";\"Notes\";\"Workout Notes\"\r\n",
]
