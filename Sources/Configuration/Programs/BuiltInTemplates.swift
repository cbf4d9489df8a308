/// The program templates liftd ships (`config/programs/*.yaml`), built in so a config
/// names them by `template:` wherever liftd runs. Regenerate with scripts/sync-default-config;
/// a test keeps them identical to the files.
enum BuiltInTemplates {
    /// Each template's text by its name (its file's name without `.yaml`).
    static let texts: [String: String] = [
        "5-3-1": """
            # 5/3/1: one main lift a day, its three sets only; add assistance work in your own copy.
            # The sets are percentages of each lift's training max. A week is the four days; after the
            # fourth (deload) week each training max rises by its increment, or becomes 90% of itself
            # if a `+` set that cycle got fewer reps than its minimum. A lift not done keeps its max.
            name: 5/3/1
            defaults:
              increment: {kg: 2.5, lb: 5}
              rounding: {kg: 2.5, lb: 5}
              progression:
                rule: cycle
                failure: 90%
                weeks:
                  - [1x5 @65%, 1x5 @75%, 1x5+ @85%]
                  - [1x3 @70%, 1x3 @80%, 1x3+ @90%]
                  - [1x5 @75%, 1x3 @85%, 1x1+ @95%]
                  - [1x5 @40%, 1x5 @50%, 1x5 @60%]
            days:
              - name: Press
                lifts:
                  - {exercise: Overhead Press (Barbell)}
              - name: Deadlift
                lifts:
                  - {exercise: Deadlift (Barbell), increment: {kg: 5, lb: 10}}
              - name: Bench
                lifts:
                  - {exercise: Bench Press (Barbell)}
              - name: Squat
                lifts:
                  - {exercise: Squat (Barbell), increment: {kg: 5, lb: 10}}
            """,
        "double-progression": """
            # Double progression: three full-body days. Each lift keeps its weight until every set
            # reaches 12 reps, then adds its increment and starts again from 8. Swap in the catalog
            # exercises you prefer in your own copy.
            name: Double progression
            defaults:
              sets: 3x8-12
              increment: {kg: 2.5, lb: 5}
              rounding: {kg: 2.5, lb: 5}
              progression: {rule: double}
            days:
              - name: Day 1
                lifts:
                  - {exercise: Squat (Barbell), increment: {kg: 5, lb: 10}}
                  - {exercise: Bench Press (Barbell)}
                  - {exercise: Bent Over Row (Barbell)}
              - name: Day 2
                lifts:
                  - {exercise: Romanian Deadlift (Barbell), increment: {kg: 5, lb: 10}}
                  - {exercise: Overhead Press (Barbell)}
                  - {exercise: Lat Pulldown (Cable)}
              - name: Day 3
                lifts:
                  - {exercise: Leg Press (Machine), increment: {kg: 5, lb: 10}}
                  - {exercise: Incline Bench Press (Dumbbell)}
                  - {exercise: Seated Row (Cable)}
            """,
        "gzclp": """
            # GZCLP: four days, each a T1, a T2 and a T3 lift. A lift's T1 and T2 weights are kept
            # apart (their tracks). T1 and T2 add their increment after a success; a failure moves to
            # the next stage at the same weight, and a failure at the last restarts the first at 85%.
            # T3 adds 2.5 kg once its last (AMRAP) set reaches 25 reps.
            name: GZCLP
            defaults:
              increment: {kg: 2.5, lb: 5}
              rounding: {kg: 2.5, lb: 5}
            days:
              - name: A1
                lifts:
                  - exercise: Squat (Barbell)
                    track: T1
                    increment: {kg: 5, lb: 10}
                    progression: &t1 {rule: stages, stages: [5x3+, 6x2+, 10x1+], restart: 85%}
                  - exercise: Bench Press (Barbell)
                    track: T2
                    progression: &t2 {rule: stages, stages: [3x10, 3x8, 3x6], restart: 85%}
                  - &pulldown-t3
                    exercise: Lat Pulldown (Cable)
                    track: T3
                    sets: [2x15, 1x15-25+]
                    progression: {rule: double}
              - name: B1
                lifts:
                  - {exercise: Overhead Press (Barbell), track: T1, progression: *t1}
                  - {exercise: Deadlift (Barbell), track: T2, increment: {kg: 5, lb: 10}, progression: *t2}
                  - &row-t3
                    exercise: Bent Over Row (Dumbbell)
                    track: T3
                    sets: [2x15, 1x15-25+]
                    progression: {rule: double}
              - name: A2
                lifts:
                  - {exercise: Bench Press (Barbell), track: T1, progression: *t1}
                  - {exercise: Squat (Barbell), track: T2, increment: {kg: 5, lb: 10}, progression: *t2}
                  - *pulldown-t3
              - name: B2
                lifts:
                  - {exercise: Deadlift (Barbell), track: T1, increment: {kg: 5, lb: 10}, progression: *t1}
                  - {exercise: Overhead Press (Barbell), track: T2, progression: *t2}
                  - *row-t3
            """,
        "stronglifts-5x5": """
            # StrongLifts 5×5: two days, A and B, taken in turn, three times a week.
            # Every lift adds its increment after a session with all its sets done, keeps its weight
            # after a miss, and after the third miss in a row at one weight drops to 90% of it.
            name: StrongLifts 5×5
            defaults:
              increment: {kg: 2.5, lb: 5}
              rounding: {kg: 2.5, lb: 5}
              progression: {rule: linear, failures: 3, deload: 90%}
            days:
              - name: A
                lifts:
                  - {exercise: Squat (Barbell), sets: 5x5}
                  - {exercise: Bench Press (Barbell), sets: 5x5}
                  - {exercise: Bent Over Row (Barbell), sets: 5x5}
              - name: B
                lifts:
                  - {exercise: Squat (Barbell), sets: 5x5}
                  - {exercise: Overhead Press (Barbell), sets: 5x5}
                  - {exercise: Deadlift (Barbell), sets: 1x5, increment: {kg: 5, lb: 10}}
            """,
    ]
}
