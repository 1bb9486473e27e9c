import FieldEngine
import TFieldOptions
import TerminalFields

/// The text `input`, `form` and `check` print on stdout, in each format.
enum Output {
  /// `input`'s value in a format, with its final newline.
  static func value(_ value: String, as format: OutputFormat) -> String {
    switch format {
    case .plain: value + "\n"
    case .json: JSONText.string(value) + "\n"
    case .shell: shellQuoted(value) + "\n"
    case .url: urlQueryComponent(value) + "\n"
    }
  }

  /// `form`'s values, in the form's order, in a format, with the final newline: in JSON an
  /// object of strings, with an array for a multiselect and `true`/`false` for a confirm; for the
  /// shell one assignment a line, a multiselect's a bash array (`name=('a' 'b')`); in a URL
  /// query the key repeated for each of a multiselect's values; plain, a line a value (each of a
  /// multiselect's on its own line). For `.shell` every id must be a shell name (`isShellName`);
  /// the caller checks before the form opens.
  static func values(_ values: FormValues, as format: OutputFormat) -> String {
    switch format {
    case .plain:
      return values.map { entry in
        switch entry.value {
        case .list(let list): list.map { $0 + "\n" }.joined()
        case let value: value.joinedText + "\n"
        }
      }.joined()
    case .json:
      return JSONText.object(values) + "\n"
    case .shell:
      return values.map { entry in
        switch entry.value {
        case .text(let text): entry.id + "=" + shellQuoted(text) + "\n"
        case .list(let list): entry.id + "=(" + list.map(shellQuoted).joined(separator: " ") + ")\n"
        case .bool(let bool): entry.id + "=" + (bool ? "true" : "false") + "\n"
        }
      }.joined()
    case .url:
      return values.flatMap { entry in
        let texts =
          switch entry.value {
          case .list(let list): list
          case let value: [value.joinedText]
          }
        return texts.map { urlQueryComponent(entry.id) + "=" + urlQueryComponent($0) }
      }.joined(separator: "&") + "\n"
    }
  }

  /// `check --output json`: `{"valid":…,"violations":[{"rule":…,"message":…}]}` and a newline, the
  /// rules named as the option table names them.
  static func checkReport(_ violations: [Violation]) -> String {
    let list = violations.map {
      JSONText.object([
        (key: "rule", value: OptionTable.name(of: $0.rule)), (key: "message", value: $0.message),
      ])
    }
    return JSONText.object(json: [
      (key: "valid", json: violations.isEmpty ? "true" : "false"),
      (key: "violations", json: JSONText.array(json: list)),
    ]) + "\n"
  }

  /// Single-quoted for a POSIX shell: `'` becomes `'\''`, nothing else is special inside single
  /// quotes, and the closing quote is the last character, so `$(…)` (which strips trailing
  /// newlines) cannot eat a newline of the value: `eval "v=$(tfield input --output shell)"` sets
  /// exactly the value and runs nothing.
  static func shellQuoted(_ text: String) -> String {
    String(decoding: shellQuoted(bytes: Array(text.utf8)), as: UTF8.self)
  }

  /// Bytes single-quoted for a POSIX shell, as `shellQuoted(_:)` quotes text: any byte but NUL
  /// stands for itself inside single quotes, so bytes that are not UTF-8 go through unchanged.
  static func shellQuoted(bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = [UInt8(ascii: "'")]
    for byte in bytes {
      if byte == UInt8(ascii: "'") {
        result += Array("'\\''".utf8)
      } else {
        result.append(byte)
      }
    }
    return result + [UInt8(ascii: "'")]
  }

  /// True when `name` can be a shell variable: a letter or `_`, then letters, digits and `_`.
  static func isShellName(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return false }
    return name.utf8.allSatisfy { isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "_") }
  }

  /// Percent-encoded as a URL query component (RFC 3986): the unreserved characters `A-Z a-z 0-9
  /// - . _ ~` stay, every other byte of the UTF-8 becomes `%XX`, so a space is `%20`, `&` is `%26`,
  /// `+` is `%2B` and "é" is `%C3%A9`.
  static func urlQueryComponent(_ text: String) -> String {
    String(decoding: urlQueryComponent(bytes: Array(text.utf8)), as: UTF8.self)
  }

  /// Any bytes percent-encoded as `urlQueryComponent(_:)` encodes text's UTF-8.
  static func urlQueryComponent(bytes: [UInt8]) -> [UInt8] {
    let digits = Array("0123456789ABCDEF".utf8)
    var result: [UInt8] = []
    for byte in bytes {
      if isASCIIAlphanumeric(byte) || Array("-._~".utf8).contains(byte) {
        result.append(byte)
      } else {
        result += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
      }
    }
    return result
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
