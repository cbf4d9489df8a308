/// A Strong export whose rows of two workouts are interleaved (A, B, A, B, A), so a streamed
/// import hands out pieces that continue workouts already handed out or stored.
public let interleavedWorkoutsExport = Array((
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
    + "2025-09-16 07:00:00,A,30m,Squat (Barbell),1,100,5,0,0,,,\n"
    + "2025-09-16 08:00:00,B,30m,Squat (Barbell),1,90,5,0,0,,,\n"
    + "2025-09-16 07:00:00,A,30m,Squat (Barbell),2,100,5,0,0,,,\n"
    + "2025-09-16 07:00:00,A,30m,Bench Press (Barbell),1,80,5,0,0,,,\n"
    + "2025-09-16 08:00:00,B,30m,Squat (Barbell),2,90,4,0,0,,,\n"
    + "2025-09-16 07:00:00,A,30m,Squat (Barbell),3,100,3,0,0,,,\n"
).utf8)
