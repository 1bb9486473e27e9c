import FieldEngine
import Testing

@testable import FieldKeys
@testable import FieldTerminal

/// Hostile input through the whole keystroke path (decoder, bindings, engine), without a
/// terminal: what is dropped is dropped alone, nothing else is lost, and nothing becomes Cancel.
@Suite("Hostile input at the controller")
struct HostileInputTests {
  static func controller(decoder: KeyDecoder = KeyDecoder(detectsUnbracketedPaste: false)) throws
    -> ComponentDriver<FormController>
  {
    let form = try Form([Field(id: "a", label: "A"), Field(id: "b", label: "B")])
    return ComponentDriver(FormController(form: form, title: "T").sized(40, 10), decoder: decoder)
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test("invalid UTF-8 bytes are dropped; the characters around them are kept")
  func invalidUTF8() throws {
    var controller = try Self.controller()
    controller.feed(
      Self.bytes("a") + [0xFF, 0xC3] + Self.bytes("b") + [0xED, 0xA0, 0x80] + Self.bytes("é"), now: at(0))
    controller.feed([0xE2, 0x82], now: at(1))
    controller.feed(Self.bytes("c"), now: at(2))
    #expect(controller.component.form.fields[0].text == "abéc")
    #expect(controller.decoder.droppedInvalidBytes == 7)
    #expect(controller.status == .running)
    // The message row says what went, counted per read.
    #expect(controller.component.message?.text == "dropped 2 bytes that were not UTF-8")
  }

  @Test("NUL, unknown CSI sequences and C1 controls typed outside a paste change nothing")
  func nulAndUnknownSequences() throws {
    var controller = try Self.controller()
    controller.feed(
      Self.bytes("x\u{0}\u{1B}[99;42z\u{1B}[?1049hy") + [0xC2, 0x9B] + Self.bytes("z"), now: at(0))
    #expect(controller.component.form.fields[0].text == "xyz")
    #expect(controller.status == .running)
  }

  @Test("an escape sequence split across reads is still its key; an ESC ending a read waits")
  func splitSequence() throws {
    var controller = try Self.controller()
    controller.feed(Self.bytes("ab\u{1B}"), now: at(0))
    #expect(controller.status == .running)
    controller.feed(Self.bytes("["), now: at(5))
    controller.feed(Self.bytes("D"), now: at(10))
    controller.feed(Self.bytes("X"), now: at(15))
    #expect(controller.component.form.fields[0].text == "aXb")
    controller.feed(Self.bytes("\u{1B}"), now: at(20))
    controller.wake(now: at(20 + controller.decoder.escapeTimeout - 1))
    #expect(controller.status == .running)
    controller.wake(now: at(20 + controller.decoder.escapeTimeout))
    #expect(controller.status == .cancelled)
  }

  @Test("ESC, escape sequences and C1 controls inside a paste are dropped and reported, never Cancel")
  func controlsInPaste() throws {
    var controller = try Self.controller()
    let paste = Self.bytes("\u{1B}[200~ab\u{1B}[31mc") + [0xC2, 0x85] + Self.bytes("d\u{1B}\u{1B}[201~")
    controller.feed(paste, now: at(0))
    controller.wake(now: at(10_000))
    #expect(controller.status == .running)
    #expect(controller.component.form.fields[0].text == "abcd")
    let message = try #require(controller.component.message)
    #expect(message.text.contains("removed"), "\(message)")
    #expect(!controller.frame().textGrid().joined().contains("\u{1B}"))
  }

  @Test("a paste start with no end: kept as it stands after the timeout, with a message")
  func unendedPaste() throws {
    var controller = try Self.controller()
    controller.feed(Self.bytes("\u{1B}[200~no end"), now: at(0))
    #expect(controller.wake.deadline == at(controller.decoder.pasteTimeout))
    controller.wake(now: at(controller.decoder.pasteTimeout - 1))
    #expect(controller.component.form.fields[0].text == "")
    #expect(controller.component.message == nil)
    controller.wake(now: at(controller.decoder.pasteTimeout))
    #expect(controller.component.form.fields[0].text == "no end")
    #expect(
      controller.component.message
        == .init(
          InputNotice.pasteUnended(timeout: .milliseconds(Int64(controller.decoder.pasteTimeout))).message,
          .error))
    #expect(
      controller.component.message?.text == "paste never ended (no end marker within 2 s): kept what arrived")
    #expect(controller.wake.deadline == nil)
    // Typing goes on as typing, not into a paste.
    controller.feed(Self.bytes("\r"), now: at(3000))
    #expect(controller.status == .submitted(["a": "no end", "b": ""]))
  }

  @Test("a paste over the cap keeps its first bytes and says so, in the one wording")
  func pasteOverCap() throws {
    var controller = try Self.controller(decoder: KeyDecoder(pasteCap: 8, detectsUnbracketedPaste: false))
    controller.feed(Self.bytes("\u{1B}[200~0123456789abcdef\u{1B}[201~z"), now: at(0))
    #expect(controller.component.form.fields[0].text == "01234567z")
    #expect(controller.component.message?.text == "paste too large: only its first 8 bytes were read")
    #expect(
      InputNotice.pasteTruncated(capBytes: 16 << 20).message
        == "paste too large: only its first 16 MiB were read")
  }
}
