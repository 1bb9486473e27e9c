/// What `InputCleaner` changed in a piece of inserted text.
public struct CleaningReport: Equatable, Hashable, Sendable {
  /// Line breaks (CR, LF or CRLF) that each became one space.
  public var lineBreaks = 0
  /// Tabs that each became one space.
  public var tabs = 0
  /// Whole escape sequences (CSI, OSC, DCS and the other ESC forms) that were dropped.
  public var escapeSequences = 0
  /// Other C0 and C1 control characters and DEL that were dropped.
  public var controls = 0

  /// Creates a report; all counts default to zero.
  public init(lineBreaks: Int = 0, tabs: Int = 0, escapeSequences: Int = 0, controls: Int = 0) {
    self.lineBreaks = lineBreaks
    self.tabs = tabs
    self.escapeSequences = escapeSequences
    self.controls = controls
  }

  /// True when nothing was changed.
  public var isEmpty: Bool { lineBreaks == 0 && tabs == 0 && escapeSequences == 0 && controls == 0 }
  /// True when something was removed (not merely replaced by a space).
  public var removedAnything: Bool { escapeSequences > 0 || controls > 0 }
}

/// Keeps control characters out of single-line fields, whatever a field's policy.
///
/// CR, LF, CRLF and TAB each become one space; whole escape sequences are dropped, so pasted
/// coloured text keeps its letters; other C0 and C1 controls and DEL are dropped. The cost is one
/// pass over the UTF-8 bytes when the text is clean, one pass over its scalars otherwise.
public enum InputCleaner {
  /// Returns the text with controls replaced or removed, and what was changed.
  public static func clean(_ text: String) -> (text: String, report: CleaningReport) {
    guard needsCleaning(text) else { return (text, CleaningReport()) }
    var scanner = Scanner(scalars: Array(text.unicodeScalars))
    return scanner.run()
  }

  /// True when the text holds a byte that could belong to a control: C0, DEL, or C1 (C2 80-9F).
  static func needsCleaning(_ text: String) -> Bool {
    var previousWasC2 = false
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F { return true }
      if previousWasC2 && byte >= 0x80 && byte <= 0x9F { return true }
      previousWasC2 = byte == 0xC2
    }
    return false
  }

  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var position = 0
    var output = String.UnicodeScalarView()
    var report = CleaningReport()

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func run() -> (text: String, report: CleaningReport) {
      output.reserveCapacity(scalars.count)
      while position < scalars.count {
        let scalar = scalars[position]
        let value = scalar.value
        position += 1
        switch value {
        case 0x0D:
          if position < scalars.count && scalars[position].value == 0x0A { position += 1 }
          output.append(" ")
          report.lineBreaks += 1
        case 0x0A:
          output.append(" ")
          report.lineBreaks += 1
        case 0x09:
          output.append(" ")
          report.tabs += 1
        case 0x1B:
          escape()
        case 0x9B:
          controlSequence()
        case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
          controlString()
        case 0..<0x20, 0x7F..<0xA0:
          report.controls += 1
        default:
          output.append(scalar)
        }
      }
      return (String(output), report)
    }

    /// After ESC: drops the whole sequence it starts.
    mutating func escape() {
      report.escapeSequences += 1
      guard position < scalars.count else { return }
      let next = scalars[position].value
      switch next {
      case 0x5B:  // [
        position += 1
        controlSequence(countIt: false)
      case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
        position += 1
        controlString(countIt: false)
      case 0x4E, 0x4F:  // SS2, SS3: one more character follows
        position += 1
        if position < scalars.count && scalars[position].value >= 0x20 && scalars[position].value < 0x7F {
          position += 1
        }
      case 0x20...0x2F:  // nF: intermediates, then one final byte
        while position < scalars.count && (0x20...0x2F).contains(scalars[position].value) { position += 1 }
        if position < scalars.count && (0x30...0x7E).contains(scalars[position].value) { position += 1 }
      case 0x30...0x7E:  // Fp, Fe, Fs: a single final byte
        position += 1
      default:
        break  // ESC before anything else: only the ESC goes
      }
    }

    /// CSI: parameter and intermediate bytes, then one final byte.
    mutating func controlSequence(countIt: Bool = true) {
      if countIt { report.escapeSequences += 1 }
      while position < scalars.count {
        let value = scalars[position].value
        if (0x20...0x3F).contains(value) {
          position += 1
        } else {
          if (0x40...0x7E).contains(value) { position += 1 }
          return
        }
      }
    }

    /// OSC, DCS, SOS, PM, APC: everything up to BEL or ST (ESC \ or U+009C), or the end.
    mutating func controlString(countIt: Bool = true) {
      if countIt { report.escapeSequences += 1 }
      while position < scalars.count {
        let value = scalars[position].value
        position += 1
        if value == 0x07 || value == 0x9C { return }
        if value == 0x1B {
          if position < scalars.count && scalars[position].value == 0x5C { position += 1 }
          return
        }
      }
    }
  }
}
