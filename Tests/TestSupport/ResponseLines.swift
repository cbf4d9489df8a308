import ControlProtocol
import Foundation
import Testing

/// The decoded members of a response line.
public func members(of line: String?) throws -> [String: JSONValue] {
    let text = try #require(line)
    guard case .object(let members) = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
        throw TestClient.Failure(description: "not an object: \(text)")
    }
    return members
}

/// The error code of a response line, if it is an error.
public func errorCode(of line: String?) throws -> String? {
    guard case .object(let error)? = try members(of: line)["error"], case .string(let code)? = error["code"] else {
        return nil
    }
    return code
}
