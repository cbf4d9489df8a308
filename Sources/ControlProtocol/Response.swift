/// The one JSON line that answers each request (without its newline), keys sorted:
/// `{"id":…,"ok":true,"result":…}` or `{"error":{"code":…,"message":…},"id":…,"ok":false}`.
/// `id` is left out when the request had none.
public enum Response {
    /// A successful answer carrying `result`.
    public static func success(_ result: JSONValue, id: JSONValue? = nil) -> String {
        var members: [String: JSONValue] = ["ok": .bool(true), "result": result]
        members["id"] = id
        return JSONValue.object(members).rendered
    }

    /// An answer reporting `error`, echoing its request's `id`.
    public static func failure(_ error: RequestError) -> String {
        var detail = error.details
        detail["code"] = .string(error.code.rawValue)
        detail["message"] = .string(error.message)
        var members: [String: JSONValue] = ["ok": .bool(false), "error": .object(detail)]
        members["id"] = error.id
        return JSONValue.object(members).rendered
    }
}
