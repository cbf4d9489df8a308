import Testing
@testable import Daemon

/// What `redirects: same-origin` counts as one origin: scheme, host and port, compared
/// without case and with each scheme's default port filled in.
@Suite("Webhook origins")
struct WebhookOriginTests {
    @Test("Case and a scheme's default port, written or not, make no other origin",
          arguments: [("http://Example.COM/a", "http://example.com:80/b"), ("https://example.com", "https://EXAMPLE.com:443/x?y"),
                      ("HTTPS://example.com:8443/a", "https://example.com:8443")])
    func sameOrigin(first: String, second: String) {
        #expect(WebhookOrigin(first) != nil)
        #expect(WebhookOrigin(first) == WebhookOrigin(second))
    }

    @Test("Another scheme, port or host is another origin, a user and password are not the host",
          arguments: ["https://example.com/", "http://example.com:8080/", "http://example.com.evil.test/",
                      "http://example.com@evil.test/", "http://example.com:80@evil.test/", "http://evil.test/example.com"])
    func otherOrigin(other: String) {
        #expect(WebhookOrigin(other) != WebhookOrigin("http://example.com/hook"))
    }

    @Test("Only http and https URLs with a host have an origin",
          arguments: ["file:///etc/passwd", "ftp://example.com/", "//example.com/", "/path", "http:///path", "mailto:a@example.com"])
    func noOrigin(url: String) {
        #expect(WebhookOrigin(url) == nil)
    }
}
