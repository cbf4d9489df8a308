// libcurl's declarations (Debian's libcurl4-openssl-dev) for the daemon's webhook sender, which
// loads libcurl.so.4 with dlopen when a webhook is configured: nothing here links libcurl, so a
// daemon without webhooks never maps it. The sender looks each function up with dlsym and
// calls it through these types; curl_easy_setopt and curl_easy_getinfo are C-variadic, which
// Swift cannot call, so the inline functions below call them with one argument of each type.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

typedef CURLcode (*liftd_curl_global_init_function)(long flags);
typedef CURL *(*liftd_curl_easy_init_function)(void);
typedef void (*liftd_curl_easy_cleanup_function)(CURL *easy);
typedef const char *(*liftd_curl_easy_strerror_function)(CURLcode code);
typedef struct curl_slist *(*liftd_curl_slist_append_function)(struct curl_slist *list, const char *text);
typedef void (*liftd_curl_slist_free_all_function)(struct curl_slist *list);
typedef CURLM *(*liftd_curl_multi_init_function)(void);
typedef CURLMcode (*liftd_curl_multi_cleanup_function)(CURLM *multi);
typedef CURLMcode (*liftd_curl_multi_add_handle_function)(CURLM *multi, CURL *easy);
typedef CURLMcode (*liftd_curl_multi_remove_handle_function)(CURLM *multi, CURL *easy);
typedef CURLMcode (*liftd_curl_multi_perform_function)(CURLM *multi, int *running);
typedef CURLMcode (*liftd_curl_multi_poll_function)(
    CURLM *multi, struct curl_waitfd extra[], unsigned int extraCount, int timeoutMilliseconds, int *ready);
typedef CURLMcode (*liftd_curl_multi_wakeup_function)(CURLM *multi);
typedef CURLMsg *(*liftd_curl_multi_info_read_function)(CURLM *multi, int *left);

/// What `curl_global_init` is asked to set up: TLS, nothing Windows-only.
static const long liftd_curl_global_default = CURL_GLOBAL_DEFAULT;

/// `curl_easy_setopt` (found at `setopt`) for an option taking a long.
static inline CURLcode liftd_curl_setopt_long(void *setopt, CURL *easy, CURLoption option, long value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(easy, option, value);
}

/// `curl_easy_setopt` for an option taking a pointer (a string, a list, callback data).
static inline CURLcode liftd_curl_setopt_pointer(void *setopt, CURL *easy, CURLoption option, const void *value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(easy, option, value);
}

/// `curl_easy_setopt` for an option taking a `curl_off_t`.
static inline CURLcode liftd_curl_setopt_offset(void *setopt, CURL *easy, CURLoption option, curl_off_t value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(easy, option, value);
}

/// `curl_easy_setopt` for a write or header callback.
static inline CURLcode liftd_curl_setopt_write_callback(
    void *setopt, CURL *easy, CURLoption option, curl_write_callback value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(easy, option, value);
}

/// `curl_easy_getinfo` (found at `getinfo`) for information given as a `curl_off_t`.
static inline CURLcode liftd_curl_getinfo_offset(void *getinfo, CURL *easy, CURLINFO info, curl_off_t *value) {
    return ((CURLcode (*)(CURL *, CURLINFO, ...))getinfo)(easy, info, value);
}

/// The result of a finished transfer in a `CURLMSG_DONE` message.
static inline CURLcode liftd_curl_message_result(const CURLMsg *message) {
    return message->data.result;
}
