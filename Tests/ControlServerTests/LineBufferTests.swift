import ControlProtocol
import Testing
@testable import ControlServer

private func append(_ text: String, to buffer: inout LineBuffer) {
    Array(text.utf8).withUnsafeBytes { buffer.append($0) }
}

@Test("complete lines come out in order, with CR LF endings stripped")
func lineBufferOrder() {
    var buffer = LineBuffer(maximumLineLength: 16)
    append("a\r\nbb\n\nc", to: &buffer)
    #expect(buffer.next() == .line(RequestLine("a")))
    #expect(buffer.next() == .line(RequestLine("bb")))
    #expect(buffer.next() == .line(RequestLine("")))
    #expect(buffer.next() == .needMore)
    append("c\n", to: &buffer)
    #expect(buffer.next() == .line(RequestLine("cc")))
    #expect(buffer.takePartialLine() == nil)
}

@Test("a line of exactly the limit passes; one byte more without a newline is too long")
func lineBufferLimit() {
    var buffer = LineBuffer(maximumLineLength: 4)
    #expect(buffer.readLimit == 5)
    append("abcd\n", to: &buffer)
    #expect(buffer.next() == .line(RequestLine("abcd")))
    append("abcde", to: &buffer)
    #expect(buffer.readLimit == 0)
    #expect(buffer.next() == .tooLong)
}

@Test("the unfinished last line can be taken at the end of the stream")
func lineBufferPartial() {
    var buffer = LineBuffer(maximumLineLength: 8)
    append("x\nping", to: &buffer)
    #expect(buffer.next() == .line(RequestLine("x")))
    #expect(buffer.next() == .needMore)
    #expect(buffer.readLimit == 5)
    #expect(buffer.takePartialLine() == RequestLine("ping"))
    #expect(!buffer.hasPartialLine)
}
