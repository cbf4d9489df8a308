import FuzzSupport
import Workouts

/// Fuzzes the reader of Hevy's export: no row traps or imports a value outside `ValueRanges`
/// (`ImportChecks` says how the first byte picks the header, the zone and the unit).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHevyImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImportChecks.check(fuzzBytes(data, size), headers: headers, format: .hevy)
    return 0
}

/// The headers this format is written with.
private let headers = [
    "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\",\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\",\"duration_seconds\",\"rpe\"\n",
    "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\",\"exercise_notes\",\"set_index\",\"set_type\",\"weight_lbs\",\"reps\",\"distance_miles\",\"duration_seconds\",\"rpe\"\r\n",
    "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_meters,duration_seconds,rpe\n",
]
