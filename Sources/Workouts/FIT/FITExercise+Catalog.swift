extension FITExercise {
    /// The built-in catalog's exercises (`BuiltInExercises`) in FIT terms, the profile's
    /// exercise name in the comment. Where the profile lists no such exercise (machines,
    /// mostly), only the category is given. A test checks that every catalog exercise is
    /// here and the Python FIT SDK checks every value against its profile.
    static let table: [String: FITExercise] = [
        "Pull Up": FITExercise(.pullUp, 38), // pull_up
        "Pull Up (Assisted)": FITExercise(.pullUp, 42), // band_assisted_pull_up
        "Pull Up (Weighted)": FITExercise(.pullUp, 24), // weighted_pull_up
        "Wide Pull Up": FITExercise(.pullUp, 26), // wide_grip_pull_up
        "Chin Up": FITExercise(.pullUp, 39), // chin_up
        "Chin Up (Assisted)": FITExercise(.pullUp, 2), // band_assisted_chin_up
        "Lat Pulldown (Cable)": FITExercise(.pullUp, 13), // lat_pulldown
        "Lat Pulldown (Machine)": FITExercise(.pullUp, 13), // lat_pulldown
        "Lat Pulldown - Close Grip (Cable)": FITExercise(.pullUp, 5), // close_grip_lat_pulldown
        "Lat Pulldown - Wide Grip (Cable)": FITExercise(.pullUp, 25), // wide_grip_lat_pulldown
        "Sitting 1-Arm Lat Pulldown": FITExercise(.pullUp, 13), // lat_pulldown
        "Straight Arm Pulldown (Cable)": FITExercise(.pullUp, 20), // straight_arm_pulldown
        "Bent Over Row (Barbell)": FITExercise(.row, 46), // bent_over_row_with_barbell
        "Bent Over Row (Dumbbell)": FITExercise(.row, 47), // bent_over_row_with_dumbell
        "Bent Over One Arm Row (Dumbbell)": FITExercise(.row, 13), // one_arm_bent_over_row
        "Pendlay Row (Barbell)": FITExercise(.row, 45), // barbell_row
        "T Bar Row": FITExercise(.row, 28), // t_bar_row
        "Chest Supported Incline Row (Dumbbell)": FITExercise(.row, 40), // chest_supported_dumbbell_row
        "Seated Row (Cable)": FITExercise(.row, 18), // seated_cable_row
        "Seated Row (Machine)": FITExercise(.row, 36), // row
        "Seated Cable Row - V Grip (Cable)": FITExercise(.row, 32), // v_grip_cable_row
        "Seated Cable Row - Bar Wide Grip": FITExercise(.row, 33), // wide_grip_seated_cable_row
        "Iso-Lateral Row (Machine)": FITExercise(.row, 36), // row
        "Inverted Row": FITExercise(.row, 35), // inverted_row
        "Deadlift (Barbell)": FITExercise(.deadlift, 0), // barbell_deadlift
        "Deadlift (Dumbbell)": FITExercise(.deadlift, 2), // dumbbell_deadlift
        "Deadlift (Trap Bar)": FITExercise(.deadlift, 17), // trap_bar_deadlift
        "Rack Pull": FITExercise(.deadlift, 7), // rack_pull
        "Good Morning (Barbell)": FITExercise(.legCurl, 2), // good_morning
        "Back Extension": FITExercise(.hyperextension),
        "Back Extension (Weighted Hyperextension)": FITExercise(.hyperextension),
        "Shrug (Barbell)": FITExercise(.shrug, 1), // barbell_shrug
        "Shrug (Dumbbell)": FITExercise(.shrug, 5), // dumbbell_shrug
        "Shrug (Cable)": FITExercise(.shrug),
        "Shrug (Machine)": FITExercise(.shrug),
        "Bicep Curl (Barbell)": FITExercise(.curl, 3), // barbell_biceps_curl
        "Bicep Curl (Dumbbell)": FITExercise(.curl, 46), // dumbbell_biceps_curl
        "Bicep Curl (Cable)": FITExercise(.curl, 8), // cable_biceps_curl
        "Bicep Curl (Machine)": FITExercise(.curl),
        "EZ Bar Biceps Curl": FITExercise(.curl, 38), // standing_ez_bar_biceps_curl
        "Hammer Curl (Dumbbell)": FITExercise(.curl, 16), // dumbbell_hammer_curl
        "Hammer Curl (Cable)": FITExercise(.curl, 9), // cable_hammer_curl
        "Preacher Curl (Barbell)": FITExercise(.curl, 19), // ez_bar_preacher_curl
        "Preacher Curl (Dumbbell)": FITExercise(.curl, 26), // one_arm_preacher_curl
        "Preacher Curl (Machine)": FITExercise(.curl),
        "Concentration Curl": FITExercise(.curl, 44), // one_arm_concentration_curl
        "Seated Incline Curl (Dumbbell)": FITExercise(.curl, 22), // incline_dumbbell_biceps_curl
        "Bayesian Cable Curl": FITExercise(.curl, 7), // behind_the_back_one_arm_cable_curl
        "Seated Super- Bayesian High Cable Curl": FITExercise(.curl, 8), // cable_biceps_curl
        "Reverse Curl (Barbell)": FITExercise(.curl, 31), // reverse_grip_barbell_biceps_curl
        "Seated Palms Up Wrist Curl": FITExercise(.curl, 5), // barbell_wrist_curl
        "Seated Palms Down Wrist Curl": FITExercise(.curl, 4), // barbell_reverse_wrist_curl
        "Wrist Roller": FITExercise(.curl),
        "Farmer's Walk": FITExercise(.carry, 1), // farmers_walk
        "Kettlebell Carry": FITExercise(.carry, 7), // farmers_carry
        "Triceps Extension (Cable)": FITExercise(.tricepsExtension),
        "Triceps Extension (Dumbbell)": FITExercise(.tricepsExtension, 15), // overhead_dumbbell_triceps_extension
        "Triceps Extension (Barbell)": FITExercise(.tricepsExtension, 20), // seated_barbell_overhead_triceps_extension
        "Triceps Extension (Machine)": FITExercise(.tricepsExtension),
        "Overhead Triceps Extension (Cable)": FITExercise(.tricepsExtension, 5), // cable_overhead_triceps_extension
        "Katana Triceps Extension": FITExercise(.tricepsExtension, 5), // cable_overhead_triceps_extension
        "Triceps Pushdown": FITExercise(.tricepsExtension, 39), // triceps_pressdown
        "Triceps Pressdown": FITExercise(.tricepsExtension, 39), // triceps_pressdown
        "Triceps Rope Pushdown": FITExercise(.tricepsExtension, 19), // rope_pressdown
        "Triceps Kickback (Cable)": FITExercise(.tricepsExtension, 3), // cable_kickback
        "Triceps Kickback (Dumbbell)": FITExercise(.tricepsExtension, 6), // dumbbell_kickback
        "Skullcrusher (Barbell)": FITExercise(.tricepsExtension, 13), // lying_ez_bar_triceps_extension
        "Skullcrusher (Dumbbell)": FITExercise(.tricepsExtension, 7), // dumbbell_lying_triceps_extension
        "JM Press (Barbell)": FITExercise(.tricepsExtension, 14), // lying_triceps_extension_to_close_grip_bench_press
        "Bench Press (Barbell)": FITExercise(.benchPress, 1), // barbell_bench_press
        "Bench Press (Dumbbell)": FITExercise(.benchPress, 6), // dumbbell_bench_press
        "Bench Press (Smith Machine)": FITExercise(.benchPress, 22), // smith_machine_bench_press
        "Bench Press (Cable)": FITExercise(.benchPress),
        "Bench Press - Close Grip (Barbell)": FITExercise(.benchPress, 4), // close_grip_barbell_bench_press
        "Bench Press - Wide Grip (Barbell)": FITExercise(.benchPress, 25), // wide_grip_barbell_bench_press
        "Incline Bench Press (Barbell)": FITExercise(.benchPress, 8), // incline_barbell_bench_press
        "Incline Bench Press (Dumbbell)": FITExercise(.benchPress, 9), // incline_dumbbell_bench_press
        "Incline Bench Press (Smith Machine)": FITExercise(.benchPress, 10), // incline_smith_machine_bench_press
        "Decline Bench Press (Barbell)": FITExercise(.benchPress),
        "Decline Bench Press (Dumbbell)": FITExercise(.benchPress, 5), // decline_dumbbell_bench_press
        "Floor Press (Barbell)": FITExercise(.benchPress, 3), // barbell_floor_press
        "Chest Press (Machine)": FITExercise(.benchPress),
        "Incline Chest Press (Machine)": FITExercise(.benchPress),
        "Iso-Lateral Chest Press (Machine)": FITExercise(.benchPress),
        "Chest Fly (Dumbbell)": FITExercise(.flye, 2), // dumbbell_flye
        "Chest Fly (Machine)": FITExercise(.flye),
        "Incline Chest Fly (Dumbbell)": FITExercise(.flye, 3), // incline_dumbbell_flye
        "Pec Deck (Machine)": FITExercise(.flye),
        "Cable Crossover": FITExercise(.flye, 0), // cable_crossover
        "Cable Crossover Ladder": FITExercise(.flye, 0), // cable_crossover
        "Bottom-Half Seated Cable Flye": FITExercise(.flye, 0), // cable_crossover
        "Low Cable Fly Crossovers": FITExercise(.flye, 0), // cable_crossover
        "Push Up": FITExercise(.pushUp, 77), // push_up
        "Incline Push Up": FITExercise(.pushUp, 27), // incline_push_up
        "Decline Push Up": FITExercise(.pushUp, 13), // decline_push_up
        "Chest Dip": FITExercise(.tricepsExtension, 2), // body_weight_dip
        "Chest Dip (Assisted)": FITExercise(.tricepsExtension, 2), // body_weight_dip
        "Triceps Dip": FITExercise(.tricepsExtension, 2), // body_weight_dip
        "Seated Dip Machine": FITExercise(.tricepsExtension),
        "Pullover (Dumbbell)": FITExercise(.pullUp),
        "Overhead Press (Barbell)": FITExercise(.shoulderPress, 14), // overhead_barbell_press
        "Overhead Press (Dumbbell)": FITExercise(.shoulderPress, 15), // overhead_dumbbell_press
        "Overhead Press (Smith Machine)": FITExercise(.shoulderPress, 20), // smith_machine_overhead_press
        "Shoulder Press (Dumbbell)": FITExercise(.shoulderPress, 24), // dumbbell_shoulder_press
        "Shoulder Press (Machine)": FITExercise(.shoulderPress),
        "Shoulder Press (Machine Plates)": FITExercise(.shoulderPress),
        "Seated Shoulder Press (Machine)": FITExercise(.shoulderPress),
        "Seated Overhead Press (Barbell)": FITExercise(.shoulderPress, 16), // seated_barbell_shoulder_press
        "Seated Overhead Press (Dumbbell)": FITExercise(.shoulderPress, 17), // seated_dumbbell_shoulder_press
        "Arnold Press (Dumbbell)": FITExercise(.shoulderPress, 1), // arnold_press
        "Push Press": FITExercise(.shoulderPress, 3), // barbell_push_press
        "Landmine Press": FITExercise(.shoulderPress),
        "Lateral Raise (Dumbbell)": FITExercise(.lateralRaise, 34), // dumbbell_lateral_raise
        "Lateral Raise (Cable)": FITExercise(.lateralRaise, 14), // one_arm_cable_lateral_raise
        "Lateral Raise (Machine)": FITExercise(.lateralRaise),
        "Single Arm Lateral Raise (Cable)": FITExercise(.lateralRaise, 14), // one_arm_cable_lateral_raise
        "Meadows Incline DB Lateral Raise": FITExercise(.lateralRaise, 26), // side_lying_lateral_raise
        "Front Raise (Dumbbell)": FITExercise(.lateralRaise, 10), // front_raise
        "Front Raise (Cable)": FITExercise(.lateralRaise, 5), // cable_front_raise
        "Front Raise (Plate)": FITExercise(.lateralRaise, 16), // plate_raises
        "Upright Row (Barbell)": FITExercise(.shrug, 2), // barbell_upright_row
        "Upright Row (Cable)": FITExercise(.shrug, 24), // upright_row
        "Rear Delt Reverse Fly (Dumbbell)": FITExercise(.lateralRaise, 3), // bent_over_lateral_raise
        "Rear Delt Reverse Fly (Cable)": FITExercise(.flye, 6), // single_arm_standing_cable_reverse_flye
        "Rear Delt Reverse Fly (Machine)": FITExercise(.flye),
        "Reverse Fly Single Arm (Cable)": FITExercise(.flye, 6), // single_arm_standing_cable_reverse_flye
        "Face Pull (Cable)": FITExercise(.row, 5), // face_pull
        "Cable 1-Arm Face Pull": FITExercise(.row, 5), // face_pull
        "Squat (Barbell)": FITExercise(.squat, 6), // barbell_back_squat
        "Squat (Dumbbell)": FITExercise(.squat, 29), // dumbbell_squat
        "Squat (Smith Machine)": FITExercise(.squat),
        "Squat (Bodyweight)": FITExercise(.squat, 100), // air_squat
        "Front Squat (Barbell)": FITExercise(.squat, 8), // barbell_front_squat
        "Goblet Squat (Kettlebell)": FITExercise(.squat, 37), // goblet_squat
        "Goblet Squat (Dumbbell)": FITExercise(.squat, 37), // goblet_squat
        "Hack Squat": FITExercise(.squat, 9), // barbell_hack_squat
        "Hack Squat (Machine)": FITExercise(.squat),
        "Box Squat (Barbell)": FITExercise(.squat, 7), // barbell_box_squat
        "Pistol Squat": FITExercise(.squat, 47), // pistol_squat
        "Bulgarian Split Squat": FITExercise(.lunge, 18), // dumbbell_bulgarian_split_squat
        "Split Squat (Dumbbell)": FITExercise(.squat, 28), // dumbbell_split_squat
        "Lunge (Barbell)": FITExercise(.lunge, 10), // barbell_lunge
        "Lunge (Dumbbell)": FITExercise(.lunge, 21), // dumbbell_lunge
        "Reverse Lunge (Dumbbell)": FITExercise(.lunge, 82), // dumbbell_reverse_lunge
        "Walking Lunge (Dumbbell)": FITExercise(.lunge, 77), // walking_dumbbell_lunge
        "Step-up (Dumbbell)": FITExercise(.squat, 32), // dumbbell_step_up
        "Leg Press": FITExercise(.squat, 0), // leg_press
        "Leg Press (Machine)": FITExercise(.squat, 0), // leg_press
        "Leg Extension (Machine)": FITExercise(.squat),
        "Lying Leg Curl (Machine)": FITExercise(.legCurl, 0), // leg_curl
        "Seated Leg Curl (Machine)": FITExercise(.legCurl, 0), // leg_curl
        "Standing Leg Curl (Machine)": FITExercise(.legCurl, 0), // leg_curl
        "Nordic Hamstring Curl": FITExercise(.legCurl),
        "Glute Ham Raise": FITExercise(.legCurl),
        "Romanian Deadlift (Barbell)": FITExercise(.deadlift, 23), // romanian_deadlift
        "Romanian Deadlift (Dumbbell)": FITExercise(.deadlift, 4), // dumbbell_straight_leg_deadlift
        "Stiff Leg Deadlift (Barbell)": FITExercise(.deadlift, 1), // barbell_straight_leg_deadlift
        "Sumo Deadlift (Barbell)": FITExercise(.deadlift, 15), // sumo_deadlift
        "Hip Thrust (Barbell)": FITExercise(.hipRaise, 1), // barbell_hip_thrust_with_bench
        "Hip Thrust (Machine)": FITExercise(.hipRaise),
        "Glute Bridge": FITExercise(.hipRaise, 11), // hip_raise
        "Glute Kickback (Machine)": FITExercise(.hipStability),
        "Glute Kickback (Cable)": FITExercise(.hipStability, 30), // standing_rear_leg_raise
        "Hip Abduction (Machine)": FITExercise(.hipStability),
        "Hip Adduction (Machine)": FITExercise(.hipStability),
        "Standing Calf Raise (Machine)": FITExercise(.calfRaise, 18), // standing_calf_raise
        "Standing Calf Raise (Dumbbell)": FITExercise(.calfRaise, 20), // standing_dumbbell_calf_raise
        "Standing Calf Raise (Barbell)": FITExercise(.calfRaise, 17), // standing_barbell_calf_raise
        "Standing Calf Raise (Smith Machine)": FITExercise(.calfRaise, 18), // standing_calf_raise
        "Seated Calf Raise (Machine)": FITExercise(.calfRaise, 6), // seated_calf_raise
        "Calf Press (Machine)": FITExercise(.calfRaise),
        "Calf Press on Seated Leg Press": FITExercise(.calfRaise),
        "Crunch": FITExercise(.crunch, 83), // crunch
        "Crunch (Machine)": FITExercise(.crunch),
        "Crunch (Weighted)": FITExercise(.crunch, 79), // weighted_crunch
        "Decline Crunch (Weighted)": FITExercise(.crunch, 79), // weighted_crunch
        "Cable Crunch": FITExercise(.crunch, 28), // kneeling_cable_crunch
        "Sit Up": FITExercise(.sitUp, 37), // sit_up
        "Plank": FITExercise(.plank, 43), // plank
        "Side Plank": FITExercise(.plank, 66), // side_plank
        "Lying Leg Raise": FITExercise(.legRaise, 8), // lying_straight_leg_raise
        "Hanging Leg Raise": FITExercise(.legRaise, 1), // hanging_leg_raise
        "Hanging Knee Raise": FITExercise(.legRaise, 0), // hanging_knee_raise
        "Dragon Flag": FITExercise(.core),
        "Ab Wheel": FITExercise(.core, 18), // kneeling_ab_wheel
        "Russian Twist": FITExercise(.core, 46), // russian_twist
        "Side Bend (Dumbbell)": FITExercise(.core, 9), // weighted_side_bend
        "Pallof Press (Cable)": FITExercise(.core, 6), // cable_core_press
        "Neck Curl (Plate)": FITExercise(.core),
        "Neck Extension (Plate)": FITExercise(.core),
        "Kettlebell Swing": FITExercise(.hipRaise, 23), // kettlebell_swing
        "Clean and Jerk (Barbell)": FITExercise(.olympicLift, 5), // clean_and_jerk
        "Power Clean": FITExercise(.olympicLift, 2), // barbell_power_clean
        "Snatch (Barbell)": FITExercise(.olympicLift, 9), // barbell_snatch
        "Thruster (Barbell)": FITExercise(.squat, 79), // thrusters
        "Burpee": FITExercise(.totalBody, 0), // burpee
        "Box Jump": FITExercise(.plyo, 33), // box_jump
        "Jump Rope": FITExercise(.cardio, 6), // jump_rope
        "Running": FITExercise(.run, 0), // run
        "Cycling": FITExercise(.bike, 0), // bike
        "Rowing (Machine)": FITExercise(.indoorRow, 0), // rowing_machine
        "Warm Up": FITExercise(.warmUp),
    ]
}
