import FoundationEssentials
import ZoneInfo

/// A finished workout as a FIT activity file (sport training, sub-sport strength
/// training): `file_id`, `device_info`, a timer start `event`, a `record` (timestamp only)
/// at the start of each set and rest and at the end, one `set` message per set and per
/// rest (`SetTimeline` says when), a timer stop `event`, one `lap`, one `session` and the
/// `activity`. `time_created` is the workout's end and the serial number its id, so the
/// same workout gives the same bytes.
public struct FITActivityFile: Sendable {
    /// The product name written into `device_info`.
    public static let productName = "liftd"
    /// FIT's `manufacturer` value `development`.
    static let development: UInt64 = 255

    /// The workout; it must be finished.
    public let workout: Workout
    /// Its end.
    public let end: Date
    /// The zone of `activity.local_timestamp`.
    public let timeZone: Zone

    /// The file of `workout`, ending at `end`, with local times in `timeZone`.
    public init(_ workout: Workout, end: Date, timeZone: Zone) {
        self.workout = workout
        self.end = end
        self.timeZone = timeZone
    }

    /// The serial number for workout `identifier`: its low 32 bits, 1 in place of 0
    /// (`uint32z` reads 0 as no value).
    public static func serialNumber(for identifier: WorkoutID) -> UInt32 {
        let low = UInt32(truncatingIfNeeded: identifier)
        return low == 0 ? 1 : low
    }

    /// The file's bytes; throws `FITEncodingError` for dates FIT cannot hold.
    public func encoded() throws -> Data {
        var encoder = FITFileEncoder()
        encoder.append(contentsOf: try messages())
        return encoder.encoded
    }

    /// The messages, in the order written.
    public func messages() throws -> [FITMessage] {
        let serial = UInt64(Self.serialNumber(for: workout.id ?? 0))
        let timeline = SetTimeline(workout, end: end)
        let elapsed = UInt64(clamping: timeline.total)
        var messages = [
            FITMessage(0, [
                .integer(0, .enumeration, 4), .integer(1, .uint16, Self.development), .integer(2, .uint16, 1),
                .integer(3, .uint32z, serial), try .dateTime(4, end),
            ]),
            FITMessage(23, [
                try .dateTime(253, workout.start), .integer(0, .uint8, 0), .integer(2, .uint16, Self.development),
                .integer(3, .uint32z, serial), .integer(4, .uint16, 1), .integer(5, .uint16, 100),
                .string(27, Self.productName, size: 16),
            ]),
            try timerEvent(at: workout.start, type: 0),
        ]
        for (index, segment) in timeline.segments.enumerated() {
            messages.append(FITMessage(20, [try .dateTime(253, date(segment.start))]))
            messages.append(try setMessage(segment, index: index))
        }
        messages.append(FITMessage(20, [try .dateTime(253, end)]))
        messages.append(try timerEvent(at: end, type: 4))
        messages.append(FITMessage(19, [
            try .dateTime(253, end), .integer(0, .enumeration, 9), .integer(1, .enumeration, 1),
            try .dateTime(2, workout.start), .integer(7, .uint32, elapsed), .integer(8, .uint32, elapsed),
            .integer(254, .uint16, 0), .integer(24, .enumeration, 7), .integer(25, .enumeration, 10),
            .integer(39, .enumeration, 20),
        ]))
        messages.append(FITMessage(18, [
            try .dateTime(253, end), .integer(0, .enumeration, 8), .integer(1, .enumeration, 1),
            try .dateTime(2, workout.start), .integer(5, .enumeration, 10), .integer(6, .enumeration, 20),
            .integer(7, .uint32, elapsed), .integer(8, .uint32, elapsed), .integer(25, .uint16, 0),
            .integer(26, .uint16, 1), .integer(28, .enumeration, 0), .integer(254, .uint16, 0),
        ]))
        let offset = timeZone.secondsFromUTC(at: LocalDay.instant(end))
        let local = Int64(try FITTime.seconds(end)) + offset
        messages.append(FITMessage(34, [
            try .dateTime(253, end), .integer(0, .uint32, elapsed), .integer(1, .uint16, 1),
            .integer(2, .enumeration, 0), .integer(3, .enumeration, 26), .integer(4, .enumeration, 1),
            .integer(5, .uint32, local >= 0 && local < 0xFFFF_FFFF ? UInt64(local) : nil),
        ]))
        return messages
    }

    /// A `timer` event of `type` (0 start, 4 stop all) at `date`.
    private func timerEvent(at date: Date, type: UInt64) throws -> FITMessage {
        FITMessage(21, [try .dateTime(253, date), .integer(0, .enumeration, 0), .integer(1, .enumeration, type),
                        .integer(4, .uint8, 0)])
    }

    /// The `set` message of a set or a rest; one layout for both, so rests write no
    /// repetitions, weight or exercise.
    private func setMessage(_ segment: SetTimeline.Segment, index: Int) throws -> FITMessage {
        let set = segment.setIndex.map { workout.sets[$0] }
        let exercise = set.map { FITExercise.named($0.exercise) }
        let reps = set.flatMap { $0.reps > 0 && $0.reps < 0xFFFF ? UInt64($0.reps) : nil }
        let weight = set?.weightKilograms.flatMap(Self.weightValue)
        return FITMessage(225, [
            try .dateTime(254, date(segment.end)), .integer(0, .uint32, UInt64(clamping: segment.duration)),
            .integer(3, .uint16, reps), .integer(4, .uint16, weight), .integer(5, .uint8, set == nil ? 0 : 1),
            try .dateTime(6, date(segment.start)),
            .uint16Array(7, [exercise?.category.rawValue ?? 0xFFFF]), .uint16Array(8, [exercise?.name ?? 0xFFFF]),
            .integer(9, .uint16, 1), .integer(10, .uint16, UInt64(index)),
        ])
    }

    /// `kilograms` in FIT's unit of 1/16 kg, rounded to the nearest: within 1/32 kg.
    /// `nil` for what a `uint16` cannot hold (more than 4095.875 kg, or negative).
    public static func weightValue(_ kilograms: Double) -> UInt64? {
        let value = (kilograms * 16).rounded()
        return value >= 0 && value < 0xFFFF ? UInt64(value) : nil
    }

    /// The instant `milliseconds` into the workout, counted from its start's whole second
    /// (the `start_time` FIT holds), so set times follow from the session's start.
    private func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: workout.start.timeIntervalSince1970.rounded(.down)) + Double(milliseconds) / 1_000
    }
}
