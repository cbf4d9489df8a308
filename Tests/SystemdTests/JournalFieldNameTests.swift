import Testing
@testable import Systemd

@Suite("Journal field names")
struct JournalFieldNameTests {
    @Test("Names of uppercase letters, digits and underscores, starting with a letter, are valid")
    func validNames() {
        for name in ["LIFTD_SIGNAL", "LIFTD_DURATION_US", "A", "X9_", String(repeating: "A", count: 64)] {
            #expect(JournalFieldName(validating: name)?.description == name)
        }
    }

    @Test("Empty, lowercase, punctuated, too long, digit-first and underscore-first names are invalid")
    func invalidNames() {
        for name in ["", "liftd_signal", "LIFTD-SIGNAL", "LIFTD SIGNAL", "ÄRGER", "9LIVES", "_PID",
                     String(repeating: "A", count: 65)] {
            #expect(JournalFieldName(validating: name) == nil, "\(name)")
        }
    }

    @Test("Sanitizing uppercases, replaces bad characters, drops forbidden leading ones and cuts to 64")
    func sanitizing() {
        #expect(JournalFieldName(sanitizing: "liftd-use-case").description == "LIFTD_USE_CASE")
        #expect(JournalFieldName(sanitizing: "_PID").description == "PID")
        #expect(JournalFieldName(sanitizing: "42 answers").description == "ANSWERS")
        #expect(JournalFieldName(sanitizing: "größe").description == "GR_SSE")
        #expect(JournalFieldName(sanitizing: "--").description == "FIELD")
        #expect(JournalFieldName(sanitizing: String(repeating: "b", count: 80)).description.count == 64)
    }

    @Test("Every sanitized name is valid")
    func sanitizedNamesAreValid() {
        for name in ["liftd.chain", "_SYSTEMD_UNIT", "9", "ünïcödé", "a b c", String(repeating: "_", count: 70) + "x"] {
            let sanitized = JournalFieldName(sanitizing: name).description
            #expect(JournalFieldName(validating: sanitized) != nil, "\(name) → \(sanitized)")
        }
    }
}
