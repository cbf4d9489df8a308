import FoundationEssentials
import Workouts

extension CodingUserInfoKey {
    /// The config file's directory (a `String`) in a plugin options decoder's `userInfo`,
    /// absent for the built-in config; the daemon sets it under this name.
    static let configurationDirectory = CodingUserInfoKey.named("liftd.configuration-directory")
}

/// Reads a webhook's secret at load: from a file, or from a systemd credential
/// (`LoadCredential=` puts it in `$CREDENTIALS_DIRECTORY`). Its value never reaches a log or
/// an error message; only the file's path does.
enum WebhookSecret {
    /// The secret, without its final line break; `nil` when neither source is given.
    static func read(
        file: String?, credential: String?, relativeTo directory: String?,
        environment: [String: String], reader: OptionReader
    ) throws -> String? {
        if file != nil, credential != nil {
            throw reader.problem("give secret-file or secret-credential, not both", at: "secret-credential")
        }
        if let file {
            let path = file.hasPrefix("/") || directory == nil ? file
                : URL(fileURLWithPath: directory ?? "/").appendingPathComponent(file).path
            return try contents(of: path, option: "secret-file", reader: reader)
        }
        if let credential {
            guard !credential.isEmpty, !credential.contains("/") else {
                throw reader.problem("expected a credential's name, without '/'", at: "secret-credential")
            }
            guard let directory = environment["CREDENTIALS_DIRECTORY"], !directory.isEmpty else {
                throw reader.problem("secret-credential needs $CREDENTIALS_DIRECTORY, which systemd sets for "
                                         + "LoadCredential=; outside systemd use secret-file", at: "secret-credential")
            }
            return try contents(of: directory + "/" + credential, option: "secret-credential", reader: reader)
        }
        return nil
    }

    private static func contents(of path: String, option: String, reader: OptionReader) throws -> String {
        let bytes: [UInt8]
        do {
            // A secret is a line; 64 KiB leaves room for any token and stops a device or a
            // stray large file from being read whole on every load.
            bytes = try RegularFile.contents(of: path, limit: 65_536)
        } catch {
            throw reader.problem("cannot read the secret file '\(path)': \(error)", at: option)
        }
        var text = String(decoding: bytes, as: UTF8.self)
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        guard !text.isEmpty else { throw reader.problem("the secret file '\(path)' is empty", at: option) }
        guard !text.contains(where: { $0.isNewline }) else {
            throw reader.problem("the secret file '\(path)' holds more than one line", at: option)
        }
        return text
    }
}

/// Checks a webhook's URL at load: http or https, a host, `{{secret}}` as its only
/// placeholder. Nothing is sent: reachability is not checked.
enum WebhookURLCheck {
    /// The URL's host, for the webhook's name; throws a problem at `url` otherwise.
    static func host(of url: String, hasSecret: Bool, reader: OptionReader) throws -> String {
        let template: WebhookTemplate
        do {
            template = try WebhookTemplate(url)
        } catch {
            throw reader.problem(error.description, at: "url")
        }
        if let other = template.placeholders.first(where: { $0 != "secret" }) {
            throw reader.problem("the url may hold {{secret}} only, not {{\(other)}}", at: "url")
        }
        if !template.placeholders.isEmpty, !hasSecret {
            throw reader.problem("{{secret}} is used but no secret-file or secret-credential is given", at: "url")
        }
        let stand = "liftd-secret-stand-in"
        guard let components = URLComponents(string: template.render(["secret": stand])),
              let scheme = components.scheme?.lowercased() else {
            throw reader.problem("expected a URL such as https://ntfy.sh/my-topic", at: "url")
        }
        guard scheme == "http" || scheme == "https" else {
            throw reader.problem("unsupported URL scheme '\(scheme)'; expected http or https", at: "url")
        }
        guard let host = components.host, !host.isEmpty else {
            throw reader.problem("the URL has no host; expected e.g. https://ntfy.sh/my-topic", at: "url")
        }
        if host.contains(stand) {
            throw reader.problem("{{secret}} may not be part of the host", at: "url")
        }
        return host
    }
}
