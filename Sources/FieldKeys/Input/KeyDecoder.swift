/// Turns the bytes a terminal sends into ``KeyEvent``s: UTF-8 text, control keys, escape
/// sequences (CSI, SS3, Alt as an ESC prefix), bracketed paste, and a lone Escape.
///
/// A value type with no I/O: the caller reads the terminal in large reads and hands each read to
/// ``feed(_:now:)``, with the time in **milliseconds** from any fixed origin (a monotonic clock).
/// Bytes that may still become part of something longer (a lone ESC, the start of an escape
/// sequence or of a UTF-8 character, an unfinished bracketed paste) wait inside the decoder;
/// ``pendingDeadline`` says when they must be resolved, and ``flush(now:)`` resolves them once
/// that time has come (``feed(_:now:)`` does too, before it decodes newer bytes).
///
/// Keys, pastes and the typed text do not depend on how the bytes were split across reads. What
/// does is how typed text is cut into events: text is emitted per read, as whole `Character`s of
/// what arrived together, so a read boundary inside a character (a combining mark that came in
/// the next read) gives its pieces as separate events, which the engine joins again (it
/// re-segments around every edit). The unbracketed-paste rule below (which
/// ``detectsUnbracketedPaste`` turns off) also decides by reads what is a paste.
///
/// - **Text.** UTF-8 is decoded here, incrementally. Ill-formed bytes are dropped and counted in
///   ``droppedInvalidBytes``; they never become U+FFFD. C1 control characters (U+0080–U+009F)
///   typed outside a paste are swallowed and counted in ``ignoredSequences``.
/// - **Unbracketed paste.** A terminal that does not bracket pastes delivers a paste in one read,
///   so: a run of printable characters, CR, LF and TAB within one read, not interrupted by any
///   other key or sequence, that holds two or more `Character`s becomes one `.paste` (so a
///   newline in it does not submit). A run of one `Character` is `.text(character)`, or
///   `.key(.enter, [])` for CR or CR LF, `.key(.control("j"), [])` for LF, or `.key(.tab, [])` for TAB. Several keys typed faster
///   than the reader reads therefore arrive as a paste; key sequences in the same read stay keys.
///   With ``detectsUnbracketedPaste`` off, CR, LF and TAB are always keys, and the text of a read
///   between two keys is typed text, one `.text` per `Character`: a fast typist's keys stay
///   separate keystrokes, while "é" as `e` + U+0301, "👍🏽", "🇯🇵" or a ZWJ family arriving in one
///   read (a compose key, an input method) each arrive as one `.text`, checked by the rules whole.
/// - **Control bytes.** 0x0D (CR) is Enter, and so is CR LF in one read; 0x0A (LF) alone is
///   `control("j")` (Ctrl-J, which the key tables bind as Enter but a list moves with), 0x09 Tab, 0x7F Backspace, 0x00 `control("@")`,
///   0x08 `control("h")` (Ctrl-H) unless the terminfo `kbs` is `^H`, the others
///   `control(letter or symbol)`; see ``KeyEvent/Key/control(_:)``.
/// - **Escape sequences.** Known sequences (xterm's, and the terminfo strings
///   given to ``init(terminfo:escapeTimeout:pasteCap:pasteTimeout:detectsUnbracketedPaste:)``,
///   longest match first) become keys. Other CSI (`ESC [` parameters, intermediates, final),
///   SS3 (`ESC O x`) sequences, mouse reports (`ESC [ M` and three bytes, `ESC [ <`…`M`/`m`)
///   and focus reports (`ESC [ I`, `ESC [ O`) are swallowed whole and counted in
///   ``ignoredSequences``; they never become text.
/// - **Alt.** ESC followed by a key is that key with `.alt`: ESC `b` is
///   `.key(.character("b"), [.alt])`, ESC 0x7F Alt-Backspace, ESC 0x1F `.key(.control("_"), [.alt])`,
///   ESC ESC `[ A` Alt-Up, ESC ESC alone Alt-Escape. ESC `[` and ESC `O` that nothing completes
///   before the escape timeout are Alt-`[` and Alt-`O`.
/// - **Lone Escape.** An ESC that nothing follows becomes `.key(.escape, [])` once
///   ``escapeTimeout`` milliseconds pass without more input.
/// - **Bracketed paste.** Everything between `ESC [ 200 ~` and `ESC [ 201 ~` is one `.paste`,
///   kept raw: an ESC, a CSI sequence or a C1 character inside it is content, never a key.
///   At most ``pasteCap`` bytes are kept: the first bytes (cut at a character boundary) are
///   emitted as a paste as soon as the cap is reached, the rest up to the end marker is
///   discarded, and ``truncatedPastes`` and ``discardedPasteBytes`` count it. A paste whose end
///   marker does not come within ``pasteTimeout`` milliseconds of the last byte is emitted as
///   what arrived, and ``unendedPastes`` counts it. An empty bracketed paste emits nothing.
package struct KeyDecoder: Sendable {
  /// Milliseconds after the last input at which a lone ESC becomes Escape and an incomplete
  /// sequence or character is resolved as it stands.
  package let escapeTimeout: UInt64
  /// The most bytes of UTF-8 that one bracketed paste keeps.
  package let pasteCap: Int
  /// Milliseconds after the last input at which a bracketed paste with no end marker ends.
  package let pasteTimeout: UInt64
  /// Whether several text characters in one read become one `.paste` (see the type's
  /// documentation). On by default; it turns itself off at the first bracketed paste, since a
  /// terminal that brackets pastes needs no guessing (and a fast typist's keys stay typing).
  package internal(set) var detectsUnbracketedPaste: Bool

  /// How many ill-formed UTF-8 bytes were dropped, in text and in pastes.
  package internal(set) var droppedInvalidBytes = 0
  /// How many escape sequences (and C1 control characters) were swallowed as unknown.
  package internal(set) var ignoredSequences = 0
  /// How many bracketed pastes were cut at ``pasteCap``.
  package internal(set) var truncatedPastes = 0
  /// How many bytes of pastes were discarded beyond ``pasteCap``.
  package internal(set) var discardedPasteBytes = 0
  /// How many bracketed pastes ended without their end marker (at ``pasteTimeout``, or at the
  /// end of input).
  package internal(set) var unendedPastes = 0

  let sequences: SequenceTrie
  /// Control bytes that terminfo names as a key (`kbs=^H`).
  let controlOverrides: [UInt8: KeyEvent]
  /// Bytes waiting for more: a possible start of a sequence or character, or in a paste a
  /// possible start of the end marker.
  var pending: [UInt8] = []
  /// The time of the last input that left something pending.
  var lastInput: UInt64 = 0
  /// The bracketed paste being collected, if any.
  var paste: Paste?
  /// Inside a CSI sequence too long to hold: its remaining bytes are skipped as they come.
  var skippingSequence = false
  /// The last read ended with a CR, decoded as Enter: an LF that starts the next read within
  /// the escape timeout is the rest of a CR LF, not Ctrl-J.
  var endedWithCarriageReturn = false

  struct Paste {
    var bytes: [UInt8] = []
    /// The cap was reached: the kept part has been emitted; bytes until the end marker are dropped.
    var discarding = false
  }

  /// ``KeySequences/xterm`` as a trie, built once however many decoders a program makes.
  private static let xtermTrie: SequenceTrie = {
    var trie = SequenceTrie()
    KeySequences.forEachXtermSequence { trie.insert($0, .event($1)) }
    return trie
  }()

  /// Makes a decoder.
  ///
  /// - Parameters:
  ///   - terminfo: The terminal's key capability strings by terminfo name (`"kcuu1"`,
  ///     `"khome"`, `"kf5"`, …), as raw bytes.
  ///     A string that starts with ESC overrides or extends the xterm table; a single control
  ///     byte (such as `kbs=^H`) names that byte's key; unknown names and other strings are
  ///     ignored.
  ///   - escapeTimeout: Milliseconds to wait after a lone ESC (or an unfinished sequence) before
  ///     resolving it; 25 by default.
  ///   - pasteCap: The most bytes one bracketed paste keeps; 16 MiB by default.
  ///   - pasteTimeout: Milliseconds to wait for a bracketed paste's end marker after its last
  ///     byte; 2000 by default.
  ///   - detectsUnbracketedPaste: Whether several characters in one read are a paste.
  package init(
    terminfo: [String: [UInt8]] = [:],
    escapeTimeout: UInt64 = 25,
    pasteCap: Int = 16 << 20,
    pasteTimeout: UInt64 = 2000,
    detectsUnbracketedPaste: Bool = true
  ) {
    self.escapeTimeout = escapeTimeout
    self.pasteCap = max(pasteCap, 0)
    self.pasteTimeout = pasteTimeout
    self.detectsUnbracketedPaste = detectsUnbracketedPaste
    var trie = Self.xtermTrie
    var overrides: [UInt8: KeyEvent] = [:]
    for (name, bytes) in terminfo.sorted(by: { $0.key < $1.key }) {
      guard let event = KeySequences.terminfoCapabilities[name] else { continue }
      if bytes.count >= 2 && bytes[0] == KeySequences.escape {
        trie.insert(bytes, .event(event))
      } else if bytes.count == 1 && (bytes[0] < 0x20 || bytes[0] == 0x7F) && bytes[0] != 0x1B {
        overrides[bytes[0]] = event
      }
    }
    trie.insert(KeySequences.pasteStart, .pasteStart)
    self.sequences = trie
    self.controlOverrides = overrides
  }

  /// When the bytes waiting inside the decoder must be resolved (a lone ESC becomes Escape, an
  /// unfinished paste ends), in milliseconds on the clock given to ``feed(_:now:)``; `nil` when
  /// nothing is waiting. Call ``flush(now:)`` at that time if no more input has come.
  package var pendingDeadline: UInt64? {
    if paste != nil { return deadline(after: pasteTimeout) }
    if !pending.isEmpty || skippingSequence { return deadline(after: escapeTimeout) }
    return nil
  }

  /// Decodes one read of bytes that arrived at `now` (milliseconds).
  ///
  /// Whatever was waiting past its ``pendingDeadline`` is resolved first, as ``flush(now:)``
  /// would. Bytes that may still grow into something longer wait for the next call.
  package mutating func feed(_ bytes: some Collection<UInt8>, now: UInt64) -> [KeyEvent] {
    var events = flush(now: now)
    guard !bytes.isEmpty else { return events }
    if now > deadline(after: escapeTimeout) { endedWithCarriageReturn = false }
    lastInput = now
    var buffer = pending
    pending = []
    buffer.append(contentsOf: bytes)
    decode(buffer, final: false, into: &events)
    return events
  }

  /// Resolves what is waiting if its ``pendingDeadline`` has come by `now` (milliseconds):
  /// a lone ESC becomes Escape, an unfinished sequence is resolved or swallowed, a cut-off
  /// character is dropped, an unfinished paste is emitted. Before the deadline, returns nothing.
  package mutating func flush(now: UInt64) -> [KeyEvent] {
    guard let deadline = pendingDeadline, now >= deadline else { return [] }
    return finish()
  }

  /// Resolves everything waiting now, whatever the time: for the end of input.
  package mutating func finish() -> [KeyEvent] {
    var events: [KeyEvent] = []
    let waiting = pending
    pending = []
    if paste != nil {
      unendedPastes += 1
      appendToPaste(waiting[...], into: &events)
      endPaste(into: &events)
    } else if !waiting.isEmpty {
      decode(waiting, final: true, into: &events)
    }
    skippingSequence = false
    return events
  }

  private func deadline(after timeout: UInt64) -> UInt64 {
    let (sum, overflow) = lastInput.addingReportingOverflow(timeout)
    return overflow ? .max : sum
  }

  /// Decodes a buffer: the pending bytes and the new ones. With `final`, nothing waits.
  mutating func decode(_ buffer: [UInt8], final: Bool, into events: inout [KeyEvent]) {
    var index = 0
    while index < buffer.count {
      if paste != nil {
        index = collectPaste(buffer, from: index, into: &events)
      } else if skippingSequence {
        index = skipSequence(buffer, from: index)
      } else {
        index = scan(buffer, from: index, final: final, into: &events)
      }
    }
  }
}
