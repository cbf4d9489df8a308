import CCurl
import Glibc

/// libcurl, loaded with `dlopen` the first time a webhook is configured or sent, as systemd
/// loads its optional libraries: a daemon without webhooks never maps it (nor the TLS and
/// HTTP/2 libraries it brings). Each function is looked up once; a missing library or symbol
/// is a `CurlUnavailable` that every webhook attempt reports. (Unchecked: it holds only the
/// addresses of functions, which never change once looked up.)
struct CurlLibrary: @unchecked Sendable {
    let globalInitialize: liftd_curl_global_init_function
    let easyInitialize: liftd_curl_easy_init_function
    let easyCleanup: liftd_curl_easy_cleanup_function
    let easyErrorText: liftd_curl_easy_strerror_function
    /// `curl_easy_setopt`, called through the `liftd_curl_setopt_*` shims.
    let easySetOption: UnsafeMutableRawPointer
    /// `curl_easy_getinfo`, called through the `liftd_curl_getinfo_*` shims.
    let easyGetInformation: UnsafeMutableRawPointer
    let listAppend: liftd_curl_slist_append_function
    let listFree: liftd_curl_slist_free_all_function
    let multiInitialize: liftd_curl_multi_init_function
    let multiCleanup: liftd_curl_multi_cleanup_function
    let multiAdd: liftd_curl_multi_add_handle_function
    let multiRemove: liftd_curl_multi_remove_handle_function
    let multiPerform: liftd_curl_multi_perform_function
    let multiPoll: liftd_curl_multi_poll_function
    let multiWakeUp: liftd_curl_multi_wakeup_function
    let multiReadInformation: liftd_curl_multi_info_read_function

    /// The library as the daemon loads it: `libcurl.so.4`, once per process.
    static let shared: Result<CurlLibrary, CurlUnavailable> = load("libcurl.so.4")

    /// Loads `name` with `dlopen` and looks up every function the sender calls; initializes
    /// libcurl once it has them all. Never unloaded: libcurl stays for the process.
    static func load(_ name: String) -> Result<CurlLibrary, CurlUnavailable> {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let detail = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(CurlUnavailable("libcurl4 is not installed (\(name): \(detail)); "
                                                + "install it (apt-get install libcurl4) for webhooks"))
        }
        do {
            func symbol<Function>(_ symbol: String, as type: Function.Type) throws(CurlUnavailable) -> Function {
                guard let address = dlsym(handle, symbol) else {
                    throw CurlUnavailable("\(name) has no \(symbol): libcurl 7.85 or later is needed for webhooks")
                }
                return unsafeBitCast(address, to: type)
            }
            let library = CurlLibrary(
                globalInitialize: try symbol("curl_global_init", as: liftd_curl_global_init_function.self),
                easyInitialize: try symbol("curl_easy_init", as: liftd_curl_easy_init_function.self),
                easyCleanup: try symbol("curl_easy_cleanup", as: liftd_curl_easy_cleanup_function.self),
                easyErrorText: try symbol("curl_easy_strerror", as: liftd_curl_easy_strerror_function.self),
                easySetOption: try symbol("curl_easy_setopt", as: UnsafeMutableRawPointer.self),
                easyGetInformation: try symbol("curl_easy_getinfo", as: UnsafeMutableRawPointer.self),
                listAppend: try symbol("curl_slist_append", as: liftd_curl_slist_append_function.self),
                listFree: try symbol("curl_slist_free_all", as: liftd_curl_slist_free_all_function.self),
                multiInitialize: try symbol("curl_multi_init", as: liftd_curl_multi_init_function.self),
                multiCleanup: try symbol("curl_multi_cleanup", as: liftd_curl_multi_cleanup_function.self),
                multiAdd: try symbol("curl_multi_add_handle", as: liftd_curl_multi_add_handle_function.self),
                multiRemove: try symbol("curl_multi_remove_handle", as: liftd_curl_multi_remove_handle_function.self),
                multiPerform: try symbol("curl_multi_perform", as: liftd_curl_multi_perform_function.self),
                multiPoll: try symbol("curl_multi_poll", as: liftd_curl_multi_poll_function.self),
                multiWakeUp: try symbol("curl_multi_wakeup", as: liftd_curl_multi_wakeup_function.self),
                multiReadInformation: try symbol("curl_multi_info_read", as: liftd_curl_multi_info_read_function.self))
            let code = library.globalInitialize(liftd_curl_global_default)
            guard code == CURLE_OK else {
                return .failure(CurlUnavailable("libcurl did not initialize: \(library.text(of: code))"))
            }
            return .success(library)
        } catch {
            dlclose(handle)
            return .failure(error)
        }
    }

    /// libcurl's sentence for `code`: generic words, never a URL.
    func text(of code: CURLcode) -> String {
        easyErrorText(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
    }
}

/// Why webhooks cannot be sent: libcurl is missing or too old.
struct CurlUnavailable: Error, CustomStringConvertible, Equatable {
    let description: String
    init(_ description: String) { self.description = description }
}
