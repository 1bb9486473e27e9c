import FieldKeys
import Testing

@Suite("Terminfo: the key strings of real terminal descriptions")
struct KeyDecoderTerminfoTests {
  @Test(
    "Every key capability of the terminal decodes to its key",
    arguments: ["xterm-256color", "tmux-256color", "screen", "vt100"])
  func capabilities(term: String) throws {
    let capabilities = try Infocmp.stringCapabilities(of: term)
    let keys = capabilities.filter { KeySequences.terminfoCapabilities[$0.key] != nil }
    try #require(keys.count >= 10, "\(term) lists only \(keys.keys.sorted())")
    let decoder = KeyDecoder(terminfo: keys)
    for (name, sequence) in keys.sorted(by: { $0.key < $1.key }) {
      let expected = try #require(KeySequences.terminfoCapabilities[name])
      #expect(decodeAll(sequence, with: decoder) == [expected], "\(term) \(name)=\(sequence)")
    }
  }

  @Test("The entries say what the tests assume about them")
  func knownEntries() throws {
    let xterm = try Infocmp.stringCapabilities(of: "xterm-256color")
    #expect(xterm["kcuu1"] == esc("OA"))
    #expect(xterm["khome"] == esc("OH"))
    #expect(xterm["kLFT"] == csi("1;2D"))
    #expect(xterm["kbs"] == [0x7F])
    let tmux = try Infocmp.stringCapabilities(of: "tmux-256color")
    #expect(tmux["khome"] == csi("1~"))
    #expect(tmux["kend"] == csi("4~"))
    let vt100 = try Infocmp.stringCapabilities(of: "vt100")
    #expect(vt100["khome"] == nil)
    #expect(vt100["kend"] == nil)
    #expect(vt100["kbs"] == [0x08])
    #expect(vt100["kf5"] == esc("Ot"))
  }

  @Test("vt100: Backspace is ^H and F5-F10 are SS3 keys that xterm does not have")
  func vt100() throws {
    let vt100 = KeyDecoder(terminfo: try Infocmp.stringCapabilities(of: "vt100"))
    #expect(decodeAll([0x08], with: vt100) == [.key(.backspace, [])])
    #expect(decodeAll([0x1B, 0x08], with: vt100) == [.key(.backspace, .alt)])
    #expect(decodeAll(esc("Ot"), with: vt100) == [.key(.function(5), [])])
    #expect(decodeAll(esc("Ox"), with: vt100) == [.key(.function(10), [])])
    // Without terminfo the same bytes are Ctrl-H and an unknown sequence.
    #expect(decodeAll([0x08]) == [.key(.control("h"), [])])
    var plain = KeyDecoder()
    #expect(plain.feed(esc("Ot"), now: 0) == [])
    #expect(plain.ignoredSequences == 1)
  }

  @Test("Terminfo strings override the xterm table and may have any shape")
  func overrides() {
    let decoder = KeyDecoder(terminfo: [
      "kf1": csi("[A"),  // The Linux console's F1, which is not a whole CSI sequence.
      "kend": csi("1~"),  // A terminal where ESC [ 1 ~ is End.
      "kDC": csi("3$"),  // rxvt's Shift-Delete.
      "kfoo": csi("Q"),  // Unknown names are ignored.
      "kpp": bytes("p"),  // A printable byte never becomes a key.
    ])
    #expect(decodeAll(csi("[A"), with: decoder) == [.key(.function(1), [])])
    #expect(decodeAll(csi("1~"), with: decoder) == [.key(.end, [])])
    #expect(decodeAll(csi("3$"), with: decoder) == [.key(.delete, .shift)])
    #expect(decodeAll(bytes("p"), with: decoder) == [.text("p")])
    #expect(decodeAll(csi("5~"), with: decoder) == [.key(.pageUp, [])])
    #expect(decodeAll([0x1B] + csi("[A"), with: decoder) == [.key(.function(1), .alt)])
  }

  @Test("A terminfo sequence split across reads waits for its end")
  func overrideSplit() {
    let sequence = csi("[A")
    for cut in 1..<sequence.count {
      var decoder = KeyDecoder(terminfo: ["kf1": sequence])
      let events = decoder.feed(sequence[..<cut], now: 0) + decoder.feed(sequence[cut...], now: 1)
      #expect(events == [.key(.function(1), [])], "cut at \(cut)")
    }
  }

  @Test("The terminfo string parser unescapes every form")
  func parser() {
    let output = """
      #\tReconstructed via infocmp
      demo|a demo terminal,
      \tam,
      \tcols#80,
      \tkcuu1=\\EOA,
      \tkbs=^H,
      \tkdch1=^?,
      \tkf1=\\e[11~,
      \tkf2=\\177\\033\\0,
      \tkf3=\\\\\\,\\^\\:\\s,
      \tkf4=\\r\\n\\t\\b\\f\\l,

      """
    let capabilities = Infocmp.parse(output)
    #expect(capabilities.count == 7)
    #expect(capabilities["kcuu1"] == esc("OA"))
    #expect(capabilities["kbs"] == [0x08])
    #expect(capabilities["kdch1"] == [0x7F])
    #expect(capabilities["kf1"] == csi("11~"))
    #expect(capabilities["kf2"] == [0x7F, 0x1B, 0x00])
    #expect(capabilities["kf3"] == bytes("\\,^: "))
    #expect(capabilities["kf4"] == [0x0D, 0x0A, 0x09, 0x08, 0x0C, 0x0A])
  }
}
