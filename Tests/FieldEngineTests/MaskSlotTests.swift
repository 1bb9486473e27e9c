import FieldEngine
import Testing

/// The slots of a mask, one by one (after .NET's MaskedTextBox and Textual's MaskedInput): which
/// characters each takes, and that upper case is required and lower case optional.
@Suite("Mask slots")
struct MaskSlotTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let mark: String
    let takes: String
    let refuses: String
    let optional: Bool
    var testDescription: String { "\(mark) takes \(takes.debugDescription)" }
  }

  static let cases: [Case] = [
    Case(mark: "0", takes: "0123456789", refuses: "a+- ", optional: false),
    Case(mark: "9", takes: "0123456789 ", refuses: "a+-", optional: true),
    Case(mark: "#", takes: "0123456789+- ", refuses: "a.x", optional: true),
    Case(mark: "D", takes: "123456789", refuses: "0a- ", optional: false),
    Case(mark: "d", takes: "123456789 ", refuses: "0a-", optional: true),
    Case(mark: "H", takes: "0123456789abcdefABCDEF", refuses: "gG- ", optional: false),
    Case(mark: "h", takes: "0123456789abcdefABCDEF ", refuses: "gG-", optional: true),
    Case(mark: "L", takes: "aZé", refuses: "1- ", optional: false),
    Case(mark: "?", takes: "aZé ", refuses: "1-", optional: true),
    Case(mark: "A", takes: "aZ1", refuses: "-. ", optional: false),
    Case(mark: "a", takes: "aZ1 ", refuses: "-.", optional: true),
    Case(mark: "&", takes: "aZ1-.", refuses: " ", optional: false),
    Case(mark: "C", takes: "aZ1-. ", refuses: "", optional: true),
  ]

  @Test("each slot takes its characters, typed into it, and refuses the others", arguments: cases)
  func slot(_ slot: Case) throws {
    let format = try TextFormat.mask("[" + slot.mark + "]")
    for character in slot.takes {
      var field = Field(id: "m", rules: FieldRules(format: format))
      _ = field.apply(.insert(String(character)))
      #expect(field.text == "[\(character)]", "\(slot.mark) refused \(character)")
      #expect(format.state(of: field.text) == .complete)
    }
    for character in slot.refuses {
      var field = Field(id: "m", rules: FieldRules(format: format))
      #expect(field.apply(.insert(String(character))).status == .refused, "\(slot.mark) took \(character)")
      #expect(field.text == "")
    }
    // Upper case is required, lower case (and #, 9, ?, C) optional: left out at the end (with the
    // literal after it), the value is whole only when optional.
    #expect((format.state(of: "[") == .complete) == slot.optional)
    let shortFormat = try TextFormat.mask("0" + slot.mark)
    #expect((shortFormat.state(of: "1") == .complete) == slot.optional)
  }

  @Test("\\D, \\#, \\H and the like are literals, typed for the user")
  func escapedMarks() throws {
    let format = try TextFormat.mask("\\D\\d\\#\\H\\h-0")
    var field = Field(id: "m", rules: FieldRules(format: format))
    _ = field.apply(.insert("7"))
    #expect(field.text == "Dd#Hh-7")
    #expect(format.state(of: field.text) == .complete)
    #expect(format.value(of: field.text, withLiterals: false) == "7")
  }

  @Test("case marks apply to hex digits as to letters")
  func hexCase() throws {
    var field = Field(id: "m", rules: FieldRules(format: try .mask(">HH<hh")))
    _ = field.apply(.paste("aBcD"))
    #expect(field.text == "ABcd")
  }

  @Test("a colour in hex, a sign slot and a non-zero first digit")
  func examples() throws {
    var colour = Field(id: "c", rules: FieldRules(format: try .mask("\\#>HHHHHH")))
    _ = colour.apply(.paste("ff8800"))
    #expect(colour.text == "#FF8800")
    var offset = Field(id: "o", rules: FieldRules(format: try .mask("#00:00")))
    _ = offset.apply(.paste("-0530"))
    #expect(offset.text == "-05:30")
    var count = Field(id: "n", rules: FieldRules(format: try .mask("D99")))
    #expect(count.apply(.insert("0")).status == .refused)
    _ = count.apply(.insert("1"))
    _ = count.apply(.insert("0"))
    #expect(count.text == "10")
    #expect(try TextFormat.mask("D99").state(of: count.text) == .complete)
  }
}
