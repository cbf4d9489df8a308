import Workouts

/// Workout digests added up: the counted sets, how many workout digests, all sets and the
/// two halves of the hashes, added without trapping.
struct DigestSum {
    var countedSets = 0
    var workouts: Int64 = 0
    var allSets: Int64 = 0
    var high: Int64 = 0
    var low: Int64 = 0

    /// An empty sum.
    init() {}

    /// The sum in the columns of `statement` from `column` on: counted sets, workouts, all
    /// sets, high and low halves.
    init(_ statement: Statement, from column: Int32) {
        countedSets = Int(statement.integer(column))
        workouts = statement.integer(column + 1)
        allSets = statement.integer(column + 2)
        high = statement.integer(column + 3)
        low = statement.integer(column + 4)
    }

    static func + (left: Self, right: Self) -> Self {
        var sum = left
        sum.countedSets = left.countedSets &+ right.countedSets
        sum.workouts = left.workouts &+ right.workouts
        sum.allSets = left.allSets &+ right.allSets
        sum.high = left.high &+ right.high
        sum.low = left.low &+ right.low
        return sum
    }

    /// The digest as text.
    var text: String { "\(workouts):\(allSets):\(high):\(low)" }
    /// The fingerprint it stands for.
    var total: SetFingerprintTotal { SetFingerprintTotal(countedSets: countedSets, digest: text) }
}
