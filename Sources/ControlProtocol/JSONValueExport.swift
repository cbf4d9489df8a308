// `JSONValue` is the socket's value type: every client of the wire format sees it through
// ControlProtocol, as when it was defined here. It lives one layer down, in JSONValues, so that
// exports building JSON documents (Plugins) share it without depending on the wire format.
@_exported import JSONValues
