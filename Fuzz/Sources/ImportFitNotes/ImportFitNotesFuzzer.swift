import FuzzSupport
import Workouts

/// Fuzzes the reader of FitNotes' export: no row traps or imports a value outside `ValueRanges`
/// (`ImportChecks` says how the first byte picks the header, the zone and the unit).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFitNotesImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImportChecks.check(fuzzBytes(data, size), headers: headers, format: .fitNotes)
    return 0
}

/// The headers this format is written with.
private let headers = [
    "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time\n",
    "\u{FEFF}Date,Exercise,Category,Weight (kg),Reps,Distance,Distance Unit,Time\n",
    "Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time\r\n",
]
