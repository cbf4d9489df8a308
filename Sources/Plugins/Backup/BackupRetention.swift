import FoundationEssentials
import ZoneInfo

/// Which backup copies to keep: the newest copy of each of the last `daily` days, `weekly`
/// weeks (Monday to Sunday, UTC) and `monthly` months that have copies, and always the
/// newest copy. Files not named as liftd names its copies are left alone.
public struct BackupRetention: Sendable, Equatable {
    /// Days whose newest copy is kept.
    public var daily = 7
    /// Weeks whose newest copy is kept.
    public var weekly = 4
    /// Months whose newest copy is kept.
    public var monthly = 12

    /// The default: the last 7 daily, 4 weekly and 12 monthly copies.
    public init(daily: Int = 7, weekly: Int = 4, monthly: Int = 12) {
        self.daily = daily
        self.weekly = weekly
        self.monthly = monthly
    }

    /// The copies among the files `names` to delete, oldest first.
    public func namesToDelete(among names: [String]) -> [String] {
        let copies = names.compactMap(BackupCopyName.init).sorted { $0.time > $1.time }
        guard let newest = copies.first else { return [] }
        var kept: Set<String> = [newest.name]
        keepNewest(of: copies, count: daily, into: &kept) { $0.day }
        // 1970-01-01 was a Thursday: shifting by 3 days starts each week on a Monday.
        keepNewest(of: copies, count: weekly, into: &kept) { CivilCalendar.floorDivide($0.day + 3, 7) }
        keepNewest(of: copies, count: monthly, into: &kept) { $0.year * 12 + $0.month }
        return copies.map(\.name).filter { !kept.contains($0) }.reversed()
    }

    /// Keeps the newest copy (`copies` are newest first) of each of the first `count` periods.
    private func keepNewest(
        of copies: [BackupCopyName], count: Int, into kept: inout Set<String>, period: (BackupCopyName) -> Int64
    ) {
        var periods: Set<Int64> = []
        for copy in copies where periods.count < count {
            if periods.insert(period(copy)).inserted { kept.insert(copy.name) }
        }
    }
}

/// A backup copy's file name, `liftd-YYYYMMDDTHHMMSSZ.sqlite`: the UTC time it was taken.
public struct BackupCopyName: Sendable, Equatable {
    /// The file name.
    public let name: String
    /// Days from 1970-01-01 to the copy's day (UTC).
    let day: Int64
    /// The copy's year and month (UTC).
    let year: Int64, month: Int64
    /// Seconds from 1970-01-01 00:00 UTC to the copy's time.
    let time: Int64

    /// The name of a copy taken at `date` (to the second, UTC).
    public init(takenAt date: Date) {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        day = CivilCalendar.floorDivide(seconds, CivilCalendar.secondsPerDay)
        let civil = CivilCalendar.date(ofDay: day)
        let second = seconds - day * CivilCalendar.secondsPerDay
        func digits(_ value: Int64, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        name = "liftd-" + digits(civil.year, 4) + digits(civil.month, 2) + digits(civil.day, 2) + "T"
            + digits(second / 3_600, 2) + digits(second / 60 % 60, 2) + digits(second % 60, 2) + "Z.sqlite"
        year = civil.year
        month = civil.month
        time = seconds
    }

    /// `date` to the second in UTC as copies are named by it: `20261202T023000Z`.
    public static func stamp(_ date: Date) -> String {
        String(BackupCopyName(takenAt: date).name.dropFirst("liftd-".count).dropLast(".sqlite".count))
    }

    /// Reads `name`; nil unless it is a copy's name.
    public init?(_ name: String) {
        let bytes = Array(name.utf8)
        guard bytes.count == 29, name.hasPrefix("liftd-"), name.hasSuffix("Z.sqlite"), bytes[14] == UInt8(ascii: "T") else {
            return nil
        }
        func number(_ from: Int, _ length: Int) -> Int64? {
            let slice = bytes[from..<(from + length)]
            guard slice.allSatisfy({ (48...57).contains($0) }) else { return nil }
            return slice.reduce(0) { $0 * 10 + Int64($1 - 48) }
        }
        guard let year = number(6, 4), let month = number(10, 2), let day = number(12, 2),
              let hour = number(15, 2), let minute = number(17, 2), let second = number(19, 2),
              (1...12).contains(month), (1...CivilCalendar.daysInMonth(year: year, month: month)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        self.name = name
        self.day = CivilCalendar.day(year: year, month: month, day: day)
        self.year = year
        self.month = month
        self.time = self.day * CivilCalendar.secondsPerDay + hour * 3_600 + minute * 60 + second
    }
}
