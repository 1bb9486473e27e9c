/// What `InputCleaner` changed in a piece of inserted text.
package struct CleaningReport: Equatable, Hashable, Sendable {
  /// Line breaks (CR, LF or CRLF) inside the text that each became one space.
  package var lineBreaks = 0
  /// Line breaks at the end of the text, which were dropped (a line copied with its newline).
  package var trailingLineBreaks = 0
  /// Tabs that each became one space.
  package var tabs = 0
  /// Whole escape sequences (CSI, OSC, DCS and the other ESC forms) that were dropped.
  package var escapeSequences = 0
  /// Other C0 and C1 control characters and DEL that were dropped.
  package var controls = 0

  /// Creates a report; all counts default to zero.
  package init(
    lineBreaks: Int = 0, trailingLineBreaks: Int = 0, tabs: Int = 0, escapeSequences: Int = 0,
    controls: Int = 0
  ) {
    self.lineBreaks = lineBreaks
    self.trailingLineBreaks = trailingLineBreaks
    self.tabs = tabs
    self.escapeSequences = escapeSequences
    self.controls = controls
  }

  /// True when nothing was changed.
  package var isEmpty: Bool {
    lineBreaks == 0 && trailingLineBreaks == 0 && tabs == 0 && escapeSequences == 0 && controls == 0
  }
  /// True when something was removed (not merely replaced by a space).
  package var removedAnything: Bool { escapeSequences > 0 || controls > 0 || trailingLineBreaks > 0 }
}

/// Keeps control characters out of single-line fields, whatever a field's policy.
///
/// CR, LF, CRLF and TAB each become one space, except the line breaks that end the text, which are
/// dropped (a line copied with its newline, or two, pastes as the line); whole escape sequences are
/// dropped, so pasted coloured text keeps its letters; other C0 and C1 controls and DEL are
/// dropped. "hunter2\n" becomes "hunter2", "a\nb" becomes "a b". The cost is one pass over the
/// UTF-8 bytes when the text is clean, one pass over its scalars otherwise.
package enum InputCleaner {
  /// Returns the text with controls replaced or removed, and what was changed.
  package static func clean(_ text: String) -> (text: String, report: CleaningReport) {
    guard needsCleaning(text) else { return (text, CleaningReport()) }
    var scanner = Scanner(text)
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

  /// One pass over the scalars; clean runs are copied whole, so the cost is the text's length and
  /// the memory is the output's.
  private struct Scanner {
    let scalars: String.UnicodeScalarView
    var position: String.UnicodeScalarView.Index
    var output = ""
    var report = CleaningReport()
    /// How many of the output's last scalars are spaces that line breaks became, with nothing
    /// kept after them: dropped if the text ends there.
    var breaksAtEnd = 0

    init(_ text: String) {
      scalars = text.unicodeScalars
      position = scalars.startIndex
      output.reserveCapacity(text.utf8.count)
    }

    /// The scalar value at the position, or nil at the end.
    var current: UInt32? { position < scalars.endIndex ? scalars[position].value : nil }

    mutating func advance() { position = scalars.index(after: position) }

    mutating func run() -> (text: String, report: CleaningReport) {
      var runStart = position
      while let value = current {
        guard value < 0x20 || (0x7F..<0xA0).contains(value) else {
          advance()
          continue
        }
        keep(scalars[runStart..<position])
        advance()
        switch value {
        case 0x0D, 0x0A:
          if value == 0x0D && current == 0x0A { advance() }
          output.append(" ")
          report.lineBreaks += 1
          breaksAtEnd += 1
        case 0x09:
          keep(" ".unicodeScalars)
          report.tabs += 1
        case 0x1B:
          escape()
        case 0x9B:
          controlSequence()
        case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
          controlString()
        default:
          report.controls += 1
        }
        runStart = position
      }
      keep(scalars[runStart..<position])
      // The line breaks that end the text go: each became one space, one scalar.
      output.unicodeScalars.removeLast(breaksAtEnd)
      report.lineBreaks -= breaksAtEnd
      report.trailingLineBreaks = breaksAtEnd
      return (output, report)
    }

    /// Appends text that stays; line breaks before it are then inside the text.
    mutating func keep(_ text: some Sequence<Unicode.Scalar>) {
      let before = output.utf8.count
      output.unicodeScalars.append(contentsOf: text)
      if output.utf8.count > before { breaksAtEnd = 0 }
    }

    /// After ESC: drops the whole sequence it starts.
    mutating func escape() {
      report.escapeSequences += 1
      guard let next = current else { return }
      switch next {
      case 0x5B:  // [
        advance()
        controlSequence(countIt: false)
      case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
        advance()
        controlString(countIt: false)
      case 0x4E, 0x4F:  // SS2, SS3: one more character follows
        advance()
        if let value = current, value >= 0x20 && value < 0x7F { advance() }
      case 0x20...0x2F:  // nF: intermediates, then one final byte
        while let value = current, (0x20...0x2F).contains(value) { advance() }
        if let value = current, (0x30...0x7E).contains(value) { advance() }
      case 0x30...0x7E:  // Fp, Fe, Fs: a single final byte
        advance()
      default:
        break  // ESC before anything else: only the ESC goes
      }
    }

    /// CSI: parameter and intermediate bytes, then one final byte.
    mutating func controlSequence(countIt: Bool = true) {
      if countIt { report.escapeSequences += 1 }
      while let value = current {
        if (0x20...0x3F).contains(value) {
          advance()
        } else {
          if (0x40...0x7E).contains(value) { advance() }
          return
        }
      }
    }

    /// OSC, DCS, SOS, PM, APC: everything up to BEL or ST (ESC \ or U+009C), or the end.
    mutating func controlString(countIt: Bool = true) {
      if countIt { report.escapeSequences += 1 }
      while let value = current {
        advance()
        if value == 0x07 || value == 0x9C { return }
        if value == 0x1B {
          if current == 0x5C { advance() }
          return
        }
      }
    }
  }
}
