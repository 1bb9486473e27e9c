import FieldEngine
import GraphemeBreakData
import Testing

/// Unicode's own conformance file for characters (GraphemeBreakTest.txt, Unicode 17.0, shipped
/// with the tests), replayed through the engine: typed scalar by scalar, typed backwards at the
/// start, pasted, and deleted with Backspace.
@Suite("Unicode GraphemeBreakTest")
struct GraphemeConformanceTests {
  typealias Case = GraphemeBreakTestFile.Case

  static func load() throws -> [Case] { try GraphemeBreakTestFile.load() }

  @Test("the file is there and has its 766 lines of cases")
  func fileLoads() throws {
    let cases = try Self.load()
    #expect(cases.count == 766)
  }

  @Test("Swift's Character splits every line as the file does, but for the known disagreements")
  func swiftAgrees() throws {
    // Eight Indic conjunct lines new in Unicode 17.0 (see `swiftDisagreements`). Should a
    // toolchain fix them or add others, this names the lines.
    let disagreements = try Self.load().filter { $0.text.map(String.init) != $0.expected }
    #expect(
      disagreements.map { $0.clusters.joined().map(\.value) } == GraphemeBreakTestFile.swiftDisagreements)
    #expect(disagreements.allSatisfy { $0.isKnownSwiftDisagreement })
  }

  @Test("typing, pasting and deleting give the file's characters")
  func engineAgrees() throws {
    var checked = 0
    // The engine counts Swift's characters; where Swift disagrees with the file, `swiftAgrees`
    // holds the exact list.
    for testCase in try Self.load() where !testCase.hasControls && !testCase.isKnownSwiftDisagreement {
      let text = testCase.text
      let expected = testCase.expected
      var typed = Field(id: "t")
      for scalar in text.unicodeScalars { typed.apply(.insert(String(scalar))) }
      #expect(typed.text == text, "line \(testCase.line)")
      #expect(typed.buffer.metrics.characters == expected.count, "line \(testCase.line): typed")
      #expect(typed.invariantViolations() == [], "line \(testCase.line)")

      var backwards = Field(id: "b")
      for scalar in text.unicodeScalars.reversed() {
        backwards.apply(.move(.start))
        backwards.apply(.insert(String(scalar)))
      }
      #expect(backwards.text == text, "line \(testCase.line)")
      #expect(backwards.buffer.metrics.characters == expected.count, "line \(testCase.line): typed backwards")

      var pasted = Field(id: "p")
      pasted.apply(.paste(text))
      #expect(pasted.buffer.metrics.characters == expected.count, "line \(testCase.line): pasted")

      for count in stride(from: expected.count - 1, through: 0, by: -1) {
        typed.apply(.deleteBackward)
        #expect(typed.text == expected.prefix(count).joined(), "line \(testCase.line): Backspace")
      }

      var one = Field(id: "one")
      one.rules.maxLength = 1
      for cluster in expected {
        one.apply(.setText(""))
        #expect(
          one.apply(.paste(cluster)).status == .applied, "line \(testCase.line): \(cluster.debugDescription)")
      }
      checked += 1
    }
    #expect(checked > 400)
  }
}
