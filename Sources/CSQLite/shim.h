#include <sqlite3.h>

/// Turns off SQLite's count of the memory it uses (`SQLITE_CONFIG_MEMSTATUS`), which takes a
/// process-wide mutex on every allocation and release; liftd never reads the count. Only
/// takes effect before SQLite initialises (the first connection opened); returns
/// `SQLITE_MISUSE` after. (`sqlite3_config` is variadic, which Swift cannot call.)
static inline int liftd_sqlite3_stop_counting_memory(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
