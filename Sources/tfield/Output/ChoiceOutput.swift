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

  /// The choice with what `--print-query` and `--expect` add: in `plain` and `url`, the query's
  /// line, then the key's line (empty for Enter), then the items, as fzf prints them; in `json`
  /// an object `{"query": …, "key": …, "items": […]}` holding the parts asked for; in `shell`
  /// the query and the key as the first words. Without either option, `items(_:as:multiple:_:)`.
  static func choice(
    _ items: [ChoiceItem], query: String, key: String?, lines printed: [String] = [], as format: OutputFormat,
    multiple: Bool, _ choice: ChoiceSettings
  ) -> Result<[UInt8], ToolError> {
    let expects = !choice.expectedKeys.isEmpty
    guard choice.printsQuery || expects || !printed.isEmpty else {
      return self.items(items, as: format, multiple: multiple, choice)
    }
    let end: UInt8 = choice.printsNUL ? 0 : 0x0A
    // As fzf 0.74's `output()`: the query, the key, the lines of print(…), then the items.
    let extra = (choice.printsQuery ? [query] : []) + (expects ? [key ?? ""] : []) + printed
    switch format {
    case .plain, .url:
      let lines = extra.map { text in
        (format == .url ? Output.urlQueryComponent(bytes: Array(text.utf8)) : Array(text.utf8)) + [end]
      }
      return self.items(items, as: format, multiple: multiple, choice).map { lines.joined() + $0 }
    case .json:
      var members: [(key: String, json: String)] = []
      if choice.printsQuery { members.append(("query", JSONText.string(query))) }
      if expects { members.append(("key", JSONText.string(key ?? ""))) }
      if !printed.isEmpty { members.append(("printed", JSONText.array(json: printed.map(JSONText.string)))) }
      var strings: [String] = []
      for item in items {
        guard let string = item.string else { return .failure(.itemNotUTF8(item.text)) }
        strings.append(JSONText.string(string))
      }
      members.append(("items", JSONText.array(json: strings)))
      return .success(Array(JSONText.object(json: members).utf8) + [end])
    case .shell:
      let words =
        extra.map { Output.shellQuoted(bytes: Array($0.utf8)) }
        + items.map { Output.shellQuoted(bytes: $0.bytes) }
      return .success(Array(words.joined(separator: [UInt8(ascii: " ")])) + [end])
    }
  }

  /// One item and its terminator, plain or percent-encoded.
  static func line(_ item: ChoiceItem, as format: OutputFormat, _ choice: ChoiceSettings) -> [UInt8] {
    let end: UInt8 = choice.printsNUL ? 0 : 0x0A
    return (format == .url ? Output.urlQueryComponent(bytes: item.bytes) : item.bytes) + [end]
  }
}
