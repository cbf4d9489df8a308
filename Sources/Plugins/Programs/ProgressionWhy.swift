import Workouts

/// Why a lift is at its weight, in words: its last change and what caused it, such as
/// `+2.5 kg: every 5×5 done last session` or `stage 2 (6×2+): 5×3+ missed at 100 kg`.
enum ProgressionWhy {
    /// The reason `lift` stands where it does going into a session, from `replay`'s history.
    static func text(for lift: PrescribedLift, in replay: ProgramReplay) -> String {
        let unit = replay.program.unit
        let isCycle = if case .cycle = lift.lift.rule { true } else { false }
        let base = lift.lift.usesTrainingMax ? "training max" : "weight"
        let week = isCycle ? weekText(of: replay) : ""
        guard let record = replay.history.last(where: { $0.lift == lift.lift.key }) else {
            return "starting \(base) \(SchemeText.weight(lift.progress.baseKilograms, in: unit)), as configured" + week
        }
        return text(of: record, lift: lift.lift, unit: unit) + week
    }

    /// The words for one change of `lift`'s history, weights in `unit`.
    static func text(of record: ProgressionRecord, lift: ProgramLift, unit: WeightUnit) -> String {
        let base = lift.usesTrainingMax ? "training max" : "weight"
        let scheme = SchemeText.text(of: record.prescribed.map(\.set))
        let heaviest = SchemeText.weight(record.prescribed.map(\.kilograms).max() ?? record.beforeKilograms, in: unit)
        let missed = "\(scheme) missed at \(heaviest)"
        switch record.change {
        case nil:
            return "\(base) set by hand to \(SchemeText.weight(record.after.baseKilograms, in: unit))"
        case .increased(let kilograms)?:
            let step = "+\(SchemeText.weight(kilograms, in: unit))"
            return record.prescribed.isEmpty ? "\(step) \(base): the cycle was done" : "\(step): every \(scheme) done last session"
        case .failureCounted(let failures)?:
            return "same weight: \(missed), failure \(failures) in a row"
        case .deloaded(let percent)?:
            return "deload to \(ShownNumber.inUnit(percent))%: \(missed), the last of the failures in a row allowed"
        case .nextStage(let stage)?:
            let sets = if case .stages(let stages, _) = lift.rule, stages.indices.contains(stage) {
                " (" + SchemeText.text(of: stages[stage]) + ")"
            } else { "" }
            return "stage \(stage + 1)\(sets): \(missed)"
        case .restarted(let percent)?:
            return "restart at \(ShownNumber.inUnit(percent))% of \(heaviest): \(missed) at the last stage"
        case .trainingMaxLowered(let percent)?:
            return "\(base) to \(ShownNumber.inUnit(percent))%: a + set fell short of its reps in the cycle"
        }
    }

    /// `; week 2 of 4` for a program whose lifts run in blocks of weeks.
    private static func weekText(of replay: ProgramReplay) -> String {
        "; week \(replay.weekOfBlock) of \(replay.program.weeksPerBlock)"
    }
}
