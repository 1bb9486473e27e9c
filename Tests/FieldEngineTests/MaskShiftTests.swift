import FieldEngine
import Testing

/// A mask keeps each character in its slot: a deletion that would shift what follows out of place
/// is refused with its reason, so no edit leaves a mask's text one that typing cannot complete.
@Suite("Deleting in a mask")
struct MaskShiftTests {
  func field(mask: String, typed: String) throws -> Field {
    var field = Field(id: "m", rules: FieldRules(format: try .mask(mask)))
    for character in typed { _ = field.apply(.insert(String(character))) }
    return field
  }

  @Test("Delete at the start of a full mask is refused, with the reason; the text stays")
  func deleteAtStart() throws {
    var field = try field(mask: "(000) 000-0000", typed: "5551234567")
    #expect(field.text == "(555) 123-4567")
    _ = field.apply(.move(.start))
    let outcome = field.apply(.deleteForward)
    #expect(outcome.status == .refused)
    #expect(
      outcome.message
        == "cannot delete here: what follows would shift out of place in the mask (000) 000-0000; delete from "
        + "the end")
    #expect(field.text == "(555) 123-4567")
    #expect(field.validate().isEmpty)
  }

  @Test("deleting from the end, or everything, is taken")
  func deleteFromEnd() throws {
    var field = try field(mask: "(000) 000-0000", typed: "5551234567")
    #expect(field.apply(.deleteBackward).status == .applied)
    #expect(field.text == "(555) 123-456")
    #expect(field.apply(.killToStart).status == .applied)
    #expect(field.text == "")
  }

  @Test(
    "no deletion anywhere leaves a mask's text that cannot be completed",
    arguments: [
      ("(000) 000-0000", "5551234567"), ("(999) 000", "12345"), (">LL-00", "ab12"),
    ])
  func everyDeletion(_ mask: String, _ typed: String) throws {
    let full = try field(mask: mask, typed: typed)
    let format = try TextFormat.mask(mask)
    let count = full.text.count
    for start in 0..<count {
      for end in start + 1...count {
        var field = full
        _ = field.apply(.move(.start))
        for _ in 0..<start { _ = field.apply(.move(.characterRight)) }
        for _ in start..<end { _ = field.apply(.move(.characterRight, extending: true)) }
        _ = field.apply(.deleteBackward)
        #expect(format.state(of: field.text) != .impossible, "\(mask): \(full.text) less \(start)..<\(end)")
      }
    }
  }
}
