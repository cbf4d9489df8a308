
/// A weekly range of working sets for a muscle group, e.g. 10–20 (both ends included).
public struct SetTarget: Sendable, Equatable, Codable {
    /// The fewest sets within the range.
    public var minimum: Double
    /// The most sets within the range.
    public var maximum: Double

    /// `minimum` to `maximum` sets a week; `minimum` must not exceed `maximum`.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Parses `10-20` (whole or decimal numbers, 0 or more, the first not above the second);
    /// nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.trimmingWhitespace() }
        guard parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]),
              low.isFinite, high.isFinite, low >= 0, low <= high, high <= 1_000 else { return nil }
        self.init(minimum: low, maximum: high)
    }

    /// Where `sets` falls against the range.
    public func standing(of sets: Double) -> TargetStanding {
        if sets < minimum { return .below }
        if sets > maximum { return .above }
        return .within
    }

    /// `10-20`.
    public var text: String { "\(DecimalText.trimmed(minimum, digits: 2))-\(DecimalText.trimmed(maximum, digits: 2))" }
}

/// Where a muscle group's weekly sets fall against its target.
public enum TargetStanding: String, Sendable, Codable, CaseIterable {
    case below, within, above
}

/// One muscle group's working sets in a week against its target.
public struct MuscleGroupTarget: Sendable, Equatable, Codable {
    /// The muscle group.
    public var muscleGroup: MuscleGroup
    /// Working sets credited (secondary muscles fractionally).
    public var sets: Double
    /// The target range.
    public var target: SetTarget
    /// Below, within or above the range.
    public var standing: TargetStanding

    /// `muscleGroup`'s `sets` against `target`.
    public init(muscleGroup: MuscleGroup, sets: Double, target: SetTarget) {
        self.muscleGroup = muscleGroup
        self.sets = sets
        self.target = target
        self.standing = target.standing(of: sets)
    }
}

/// Weekly working-set targets per muscle group (config `targets:`). A group without a
/// target is not marked.
public struct VolumeTargets: Sendable, Equatable {
    /// The target of each group that has one.
    public var ranges: [MuscleGroup: SetTarget]

    /// Targets from `ranges`.
    public init(_ ranges: [MuscleGroup: SetTarget]) { self.ranges = ranges }

    /// liftd's starting point: 10–20 working sets a week for the large groups, 6–12 for the
    /// smaller ones, none for neck, abductors and adductors. Adjust them to the lifter.
    public static let standard = VolumeTargets([
        .chest: .init(minimum: 10, maximum: 20), .lats: .init(minimum: 10, maximum: 20),
        .middleBack: .init(minimum: 10, maximum: 20), .shoulders: .init(minimum: 10, maximum: 20),
        .quadriceps: .init(minimum: 10, maximum: 20), .hamstrings: .init(minimum: 10, maximum: 20),
        .glutes: .init(minimum: 10, maximum: 20),
        .biceps: .init(minimum: 6, maximum: 12), .triceps: .init(minimum: 6, maximum: 12),
        .calves: .init(minimum: 6, maximum: 12), .abdominals: .init(minimum: 6, maximum: 12),
        .traps: .init(minimum: 6, maximum: 12), .forearms: .init(minimum: 6, maximum: 12),
        .lowerBack: .init(minimum: 6, maximum: 12),
    ])

    /// These targets with `overrides` replacing a group's range.
    public func overriding(_ overrides: [MuscleGroup: SetTarget]) -> VolumeTargets {
        VolumeTargets(ranges.merging(overrides) { _, new in new })
    }

    /// Every group with a target, by name, against the working sets credited in `report`
    /// (a group `report` does not list has 0 sets).
    public func marks(for muscleGroups: [MuscleGroupVolume]) -> [MuscleGroupTarget] {
        let sets = Dictionary(muscleGroups.map { ($0.muscleGroup, $0.sets) }, uniquingKeysWith: +)
        return ranges.keys.sorted().compactMap { group in
            ranges[group].map { MuscleGroupTarget(muscleGroup: group, sets: sets[group] ?? 0, target: $0) }
        }
    }
}

extension VolumeRules {
    /// These rules counting working sets only, as targets count them.
    public var workingSetsOnly: VolumeRules {
        var rules = self
        rules.countsWarmUps = false
        return rules
    }
}
