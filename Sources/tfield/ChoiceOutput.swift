import TFieldOptions
import TerminalFields

/// What `choose` prints: the chosen items, byte for byte, in each output format.
enum ChoiceOutput {
  /// The items in a format: `plain` their bytes one a line (`--print0`: each ended by NUL);
  /// `json` a string, or with several choices an array (an item that is not UTF-8 is an error,
  /// never a lossy string); `shell` single-quoted words (one for a single choice); `url` each
  /// percent-encoded, one a line.
  static func items(_ items: [ChoiceItem], as format: OutputFormat, multiple: Bool, _ choice: ChoiceSettings)
    -> Result<[UInt8], ToolError>
  {
    let end: UInt8 = choice.printsNUL ? 0 : 0x0A
    switch format {
    case .plain, .url:
      return .success(items.flatMap { line($0, as: format, choice) })
    case .json:
      var strings: [String] = []
      for item in items {
        guard let string = item.string else {
          return .failure(.itemNotUTF8(item.text))
        }
        strings.append(string)
      }
      let json =
        multiple ? JSONText.array(json: strings.map(JSONText.string)) : JSONText.string(strings.first ?? "")
      return .success(Array(json.utf8) + [end])
    case .shell:
      let words = items.map { Output.shellQuoted(bytes: $0.bytes) }
      return .success(Array(words.joined(separator: [UInt8(ascii: " ")])) + [end])
    }
  }

  /// One item and its terminator, plain or percent-encoded.
  static func line(_ item: ChoiceItem, as format: OutputFormat, _ choice: ChoiceSettings) -> [UInt8] {
    let end: UInt8 = choice.printsNUL ? 0 : 0x0A
    return (format == .url ? Output.urlQueryComponent(bytes: item.bytes) : item.bytes) + [end]
  }
}
