import Testing
@testable import Daemon

@Suite("LIFTD_SITE_REBUILD_SECONDS")
struct SiteRebuildSettingTests {
    @Test("Without it the site is rebuilt at most once a minute; a whole number from 1 to 3600 replaces the minute")
    func wholeSeconds() {
        #expect(SiteRebuildSetting.seconds(in: [:]) == (60, nil))
        #expect(SiteRebuildSetting.seconds(in: ["LIFTD_SITE_REBUILD_SECONDS": "5"]) == (5, nil))
        #expect(SiteRebuildSetting.seconds(in: ["LIFTD_SITE_REBUILD_SECONDS": "3600"]) == (3600, nil))
    }

    @Test("Another value keeps the minute, with a warning naming the variable and the value", arguments: [
        "0", "3601", "-5", "1.5", "five", "",
    ])
    func otherValuesAreIgnored(value: String) {
        let (seconds, warning) = SiteRebuildSetting.seconds(in: ["LIFTD_SITE_REBUILD_SECONDS": value])
        #expect(seconds == 60)
        #expect(warning == "liftd: ignoring LIFTD_SITE_REBUILD_SECONDS='\(value)': not a whole number of seconds "
            + "from 1 to 3600; the site is rebuilt at most once a minute")
    }
}
