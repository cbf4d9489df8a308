/// Cron expressions and their next fire times in a time zone.
public enum CronModule {}
