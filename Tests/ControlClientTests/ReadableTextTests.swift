import ControlProtocol
import Foundation
import Testing
@testable import ControlClient

/// The JSON value in `json`, as an answer's result would carry it.
private func result(_ json: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
}

@Suite("Readable answers")
struct ReadableTextTests {
    @Test("an object's scalars are aligned key: value rows in key order, booleans as yes/no, null as -")
    func scalarRows() throws {
        let text = ReadableText.render(try result(#"{"version":"0.1.0","up":true,"clients":2,"ratio":0.5,"next":null,"whole":3.0}"#))
        #expect(text == """
            clients: 2
            next:    -
            ratio:   0.5
            up:      yes
            version: 0.1.0
            whole:   3

            """)
    }

    @Test("a nested object is a titled section after the rows, its members indented")
    func nestedObjectSection() throws {
        let text = ReadableText.render(try result(#"{"week":"2025-W38","rules":{"countsWarmUps":false,"secondaryFraction":0.5}}"#))
        #expect(text == """
            week: 2025-W38

            rules:
              countsWarmUps:     no
              secondaryFraction: 0.5

            """)
    }

    @Test("a list of objects is a table: columns are every key any row has, by meaning (name, times, figures, ids last), missing cells blank")
    func tableOfObjects() throws {
        let text = ReadableText.render(try result("""
            [{"start":"2025-09-15","setCount":12,"name":"Push","id":7},
             {"id":8,"name":"Legs","notes":"heavy"},
             {"id":10,"start":"2025-09-18","name":"Pull","setCount":9}]
            """))
        #expect(text == """
            NAME  START       SETCOUNT  NOTES  ID
            Push  2025-09-15  12               7
            Legs                        heavy  8
            Pull  2025-09-18  9                10

            """)
    }

    @Test("typed fields in a table cell read name:type, with ? when optional; an empty list leaves the cell blank")
    func helpShapedTable() throws {
        let text = ReadableText.render(try result("""
            [{"signal":"log-set","access":"operator","fields":[{"name":"exercise","required":true,"type":"string"},
              {"name":"rpe","required":false,"type":"number"}]},
             {"signal":"ping","access":"read","fields":[]}]
            """))
        #expect(text == """
            SIGNAL   ACCESS    FIELDS
            log-set  operator  exercise:string, rpe:number?
            ping     read

            """)
    }

    @Test("a short list of scalars stays on its key's line; a long one gets a section, one item a line")
    func shortAndLongLists() throws {
        let names = (1...12).map { "\"Exercise number \($0)\"" }.joined(separator: ",")
        let text = ReadableText.render(try result(#"{"paths":["a.md","b.json"],"none":[],"unmapped":[\#(names)]}"#))
        #expect(text == """
            none:  (none)
            paths: a.md, b.json

            unmapped:
              \((1...12).map { "Exercise number \($0)" }.joined(separator: "\n  "))

            """)
    }

    @Test("a bare list of scalars is one item a line; an empty list says (none); a scalar is itself")
    func bareValues() throws {
        #expect(ReadableText.render(try result(#"["a",2,true,null]"#)) == "a\n2\nyes\n-\n")
        #expect(ReadableText.render(try result("[]")) == "(none)\n")
        #expect(ReadableText.render(try result("{}")) == "(empty)\n")
        #expect(ReadableText.render(try result(#""pong""#)) == "pong\n")
    }

    @Test("text with line breaks or control characters never breaks a row or a table apart")
    func controlCharacters() throws {
        let text = ReadableText.render(try result(##"{"report":"# Week\nline two","rows":[{"name":"a\tb","notes":"x\ny\u001b"}]}"##))
        #expect(text == """
            report:
              # Week
              line two

            rows:
              NAME  NOTES
              a\\tb  x\\ny\\u{1B}

            """)
    }

    @Test("text whose line breaks are \\r\\n gets a section of its own, as when Foundation's contains found the \\n")
    func carriageReturnLineFeed() throws {
        let text = ReadableText.render(try result(##"{"n":1,"report":"# Week\r\nline two"}"##))
        #expect(text == """
            n: 1

            report:
              # Week\\r\\nline two

            """)
        #expect(!InlineText.staysOnLine(.string("a\r\nb")))
        #expect(InlineText.staysOnLine(.string("a\rb")))
    }

    @Test("objects too deep for a cell turn a list into numbered sections instead of a table")
    func recordsWhenRowsAreDeep() throws {
        let text = ReadableText.render(try result("""
            [{"id":1,"sets":[{"exercise":"Squat","reps":5,"weight":100,"kind":"normal"}]}]
            """))
        #expect(text == """
            [0]:
              id: 1
              sets:
                EXERCISE  KIND    WEIGHT  REPS
                Squat     normal  100     5

            """)
    }

    @Test("a shape no signal answers today: deep nesting, mixed lists, nulls, wide and combining characters")
    func unseenShape() throws {
        let text = ReadableText.render(try result("""
            {"zone":"Europe/Berlin","missing":null,
             "levels":{"one":{"two":{"three":[1,[2,3],{"four":null}]}}},
             "mixed":["plain",{"k":"v"},[{"a":1}],null],
             "people":[{"name":"渡辺","city":"東京"},{"name":"Zoë","city":"Cafe\\u0301 🏋️"},{"name":"Ann","city":null}]}
            """))
        #expect(text == """
            missing: -
            zone:    Europe/Berlin

            levels:
              one:
                two:
                  three:
                    1
                    2, 3
                    [2]:
                      four: -

            mixed:
              plain
              [1]:
                k: v
              [2]:
                A
                1
              -

            people:
              NAME  CITY
              渡辺  東京
              Zoë   Café 🏋️
              Ann   -

            """)
    }

    @Test("table columns line up in terminal columns whatever the characters' widths")
    func wideCharactersAlign() throws {
        let names = ["Bench", "ベンチプレス", "Crème brûlée", "🏋️ lift", "e\u{301}e\u{301}"]
        let rows = names.map { JSONValue.object(["name": .string($0), "reps": .integer(5)]) }
        let lines = ReadableText.render(.array(rows)).split(separator: "\n").map(String.init)
        let repsColumn = TerminalText.width(of: "Crème brûlée") + 2
        #expect(lines.count == names.count + 1)
        for line in lines {
            let beforeReps = String(line.dropLast(line.hasSuffix("REPS") ? 4 : 1))
            #expect(TerminalText.width(of: beforeReps) == repsColumn, "misaligned: \(line)")
        }
    }
}
