/// Which weeks a site build reads and which years' directories it keeps whole from the last
/// build, given that build's memory: a year is kept when its fingerprint held and none of
/// its weeks must be read (the report's week, the last report's, those of the index's last
/// workouts); in the other years the weeks whose fingerprint changed, or that the memory does
/// not list, are read. Without a memory every week is read.
struct SiteReadPlan {
    /// The weeks to read.
    var weeks: Set<String> = []
    /// The directories of the years kept whole.
    var keptYears: Set<String> = []
    /// The directories of the years whose weeks the next build's memory lists: the report
    /// week's and those of the index's last workouts, the years most likely to change next.
    var listedYears: Set<String>

    /// The plan for `sources` after a build that remembered `memory`; `latestWeeks` hold the
    /// index's last workouts.
    init(sources: SiteSources, memory: SiteMemory?, latestWeeks: Set<String>) {
        let reportWeek = sources.summary.week.description
        listedYears = Set((latestWeeks + [reportWeek]).map(SitePaths.yearDirectory(ofWeek:)))
        var forced = Set<String>()
        if let memory { forced = latestWeeks.union([reportWeek, memory.reportWeek]) }
        weeks = forced
        for year in sources.fingerprints.years {
            if let memory, memory.years[year.directory] == year.fingerprint,
               !year.weeks.contains(where: { forced.contains($0.week) }) {
                keptYears.insert(year.directory)
                continue
            }
            weeks.formUnion(year.weeks.filter { memory?.weeks[$0.week]?.fingerprint != $0.fingerprint }.map(\.week))
        }
    }
}
