import FoundationEssentials

/// The running state of one exercise's records, fed its sets in session order. Each set
/// it is given returns the history entries it adds; a session-volume entry is repeated,
/// with its new value, each time its session grows (a history keeps the last one, `RecordLedger`).
///
/// Rules: only sets that `countsForRecords` take part; every value is compared in
/// hundredths (and kept exact beside them, for what people see); a value must beat the best before it (a tie is not a record); sets of the
/// exercise's first session only set baselines, as does the first set at a weight and the
/// first value of a kind (an estimate first known once a bodyweight is).
///
/// The exercise's load type decides what counts. External: heaviest weight, most reps at
/// each weight, and the estimate and volumes of the logged weight. Assisted: least
/// assistance (lower is better) and most reps at each assistance; the estimate and volumes
/// of bodyweight − assistance, only where a bodyweight is known. Bodyweight and weighted
/// bodyweight: heaviest added weight (when one is added) and most reps at each added weight
/// (0 included); the estimate and volumes of bodyweight + added weight, only where a
/// bodyweight is known. (`bodyweight-volume:` changes only the weekly volume, not records.)
public struct ExerciseRecordTracker: Sendable, Equatable, Codable {
    /// The best of one kind so far and where it was reached.
    public struct Mark: Sendable, Equatable, Codable {
        /// The value, in hundredths.
        public var valueHundredths: Int64
        /// The value, exact.
        public var value: Double
        /// The set (0 for session volume).
        public var set: SetID
        /// The workout.
        public var workout: WorkoutID
        /// When that workout started.
        public var date: Date

        /// A best of `value` (exact; the hundredths' when not given) reached by `set` of
        /// `workout`, started at `date`.
        public init(valueHundredths: Int64, value: Double? = nil, set: SetID, workout: WorkoutID, date: Date) {
            self.valueHundredths = valueHundredths
            self.value = value ?? Hundredths.value(valueHundredths)
            self.set = set
            self.workout = workout
            self.date = date
        }
    }

    /// The estimate the tracker rates sets with.
    public let estimate: OneRepMaxEstimate
    /// The exercise's load type, which decides what its sets count.
    public let load: LoadType
    /// The exercise's first session with a set that counts, once there is one.
    public private(set) var firstSession: SessionKey?
    /// The latest session given so far.
    public private(set) var lastSession: SessionKey?
    /// The best heaviest weight, estimated maximum and set volume so far.
    public private(set) var bests: [RecordKind: Mark] = [:]
    /// The most reps so far at each weight (in hundredths of a kg).
    public private(set) var mostReps: [Int64: Mark] = [:]
    /// The best volume of the sessions before the last one.
    public private(set) var earlierSessionBest: Mark?
    /// The last session's volume so far.
    public private(set) var lastSessionVolume: Mark?

    /// An empty tracker of an exercise of `load`, rating sets with `estimate`.
    public init(estimate: OneRepMaxEstimate, load: LoadType) {
        self.estimate = estimate
        self.load = load
    }

    /// A tracker in the state its parts describe, as a store saved them.
    public init(estimate: OneRepMaxEstimate, load: LoadType, firstSession: SessionKey?, lastSession: SessionKey?,
                bests: [RecordKind: Mark], mostReps: [Int64: Mark], earlierSessionBest: Mark?, lastSessionVolume: Mark?) {
        self.estimate = estimate
        self.load = load
        self.firstSession = firstSession
        self.lastSession = lastSession
        self.bests = bests
        self.mostReps = mostReps
        self.earlierSessionBest = earlierSessionBest
        self.lastSessionVolume = lastSessionVolume
    }

    /// Whether a set of `session` comes after everything given so far (or in the last
    /// session, after its sets), so that `add` may take it.
    public func follows(_ session: SessionKey) -> Bool {
        guard let lastSession else { return true }
        return session >= lastSession
    }

    /// The best session volume so far, with its workout.
    public var sessionBest: Mark? {
        guard let last = lastSessionVolume else { return earlierSessionBest }
        guard let earlier = earlierSessionBest else { return last }
        return last.valueHundredths > earlier.valueHundredths ? last : earlier
    }

    /// Takes `recorded`, which must follow every set given before (`follows`), and returns
    /// the history entries it adds.
    public mutating func add(_ recorded: RecordedSet) -> [RecordEntry] {
        guard recorded.countsForRecords(as: load) else { return [] }
        enter(recorded.session)
        let isBaseline = recorded.workout == firstSession?.workout
        let reps = recorded.set.reps
        var entries: [RecordEntry] = []
        func mark(_ value: Measured) -> Mark {
            Mark(valueHundredths: value.hundredths, value: value.exact, set: recorded.id, workout: recorded.workout,
                 date: recorded.workoutStart)
        }
        func entry(_ kind: RecordKind, _ value: Measured, previous: Mark?, weight: Int64 = 0) -> RecordEntry {
            RecordEntry(kind: kind, weightHundredths: weight, valueHundredths: value.hundredths,
                        previousHundredths: previous?.valueHundredths, value: value.exact, previous: previous?.value,
                        set: recorded.id, workout: recorded.workout, date: recorded.workoutStart,
                        isRecord: previous != nil && !isBaseline)
        }
        let logged = Measured(recorded.set.weightKilograms ?? 0)
        let lifted = load.liftedKilograms(logged: recorded.set.weightKilograms, bodyweight: recorded.bodyweightKilograms)
        let setVolume = lifted.map { Measured($0 * Double(reps)) }
        var values: [(RecordKind, Measured)] = []
        switch load {
        case .external: values.append((.heaviestWeight, logged))
        case .assisted: values.append((.leastAssistance, logged))
        case .bodyweight, .weightedBodyweight: if logged.hundredths > 0 { values.append((.heaviestWeight, logged)) }
        }
        if let setVolume { values.append((.setVolume, setVolume)) }
        if let estimated = estimate.estimate(weightKilograms: lifted, reps: reps) {
            values.append((.estimatedOneRepMax, Measured(estimated)))
        }
        for (kind, value) in values {
            let best = bests[kind]
            let beats = best.map { kind.lowerIsBetter ? value.hundredths < $0.valueHundredths : value.hundredths > $0.valueHundredths }
                ?? true
            guard beats else { continue }
            entries.append(entry(kind, value, previous: best))
            bests[kind] = mark(value)
        }
        let repsValue = Measured(Double(reps))
        let bestReps = mostReps[logged.hundredths]
        if bestReps.map({ repsValue.hundredths > $0.valueHundredths }) ?? true {
            entries.append(entry(.mostReps, repsValue, previous: bestReps, weight: logged.hundredths))
            mostReps[logged.hundredths] = mark(repsValue)
        }
        if let setVolume { entries += addVolume(setVolume, of: recorded, isBaseline: isBaseline) }
        return entries
    }

    /// Moves on to `session` when it is a new one.
    private mutating func enter(_ session: SessionKey) {
        if firstSession == nil { firstSession = session }
        guard session != lastSession else { return }
        if lastSession != nil { earlierSessionBest = sessionBest }
        lastSession = session
        lastSessionVolume = nil
    }

    /// Adds a set's volume to its session's; the session's entry when it is a baseline or
    /// beats every earlier session.
    private mutating func addVolume(_ volume: Measured, of recorded: RecordedSet, isBaseline: Bool) -> [RecordEntry] {
        let total = (lastSessionVolume?.valueHundredths ?? 0) + volume.hundredths
        let exact = (lastSessionVolume?.value ?? 0) + volume.exact
        let session = Mark(valueHundredths: total, value: exact, set: 0, workout: recorded.workout, date: recorded.workoutStart)
        lastSessionVolume = session
        let earlier = earlierSessionBest
        if !isBaseline, let earlier, total <= earlier.valueHundredths { return [] }
        let isRecord = !isBaseline && earlier != nil
        return [RecordEntry(kind: .sessionVolume, valueHundredths: total,
                            previousHundredths: isRecord ? earlier?.valueHundredths : nil,
                            value: exact, previous: isRecord ? earlier?.value : nil,
                            set: 0, workout: recorded.workout, date: recorded.workoutStart, isRecord: isRecord)]
    }
}

/// A value as records keep it: exact, and in the hundredths it is compared in.
private struct Measured {
    /// The value, exact.
    let exact: Double
    /// The value in hundredths (`Hundredths.of`).
    let hundredths: Int64

    init(_ exact: Double) {
        self.exact = exact
        hundredths = Hundredths.of(exact)
    }
}
