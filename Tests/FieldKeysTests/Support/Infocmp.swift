import Foundation

/// Reads a terminal's terminfo entry with `/usr/bin/infocmp -1 -x` (from ncurses-bin) and
/// returns its string capabilities as raw bytes, by capability name.
enum Infocmp {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static let path = "/usr/bin/infocmp"

  static func stringCapabilities(of term: String) throws -> [String: [UInt8]] {
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw Failure(description: "\(path) is missing: install ncurses-bin to run the terminfo tests")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-1", "-x", term]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "infocmp -1 -x \(term) exited with \(process.terminationStatus)")
    }
    return parse(String(decoding: data, as: UTF8.self))
  }

  /// Parses `infocmp -1` output: one capability a line, `name=value,` for strings.
  static func parse(_ output: String) -> [String: [UInt8]] {
    var capabilities: [String: [UInt8]] = [:]
    for line in output.split(separator: "\n") {
      guard line.first == "\t" else { continue }  // Comments and the names line.
      var field = line.dropFirst()
      guard field.last == ",", let equals = field.firstIndex(of: "=") else { continue }
      field = field.dropLast()
      let name = String(field[..<equals])
      capabilities[name] = unescape(Array(field[field.index(after: equals)...].utf8))
    }
    return capabilities
  }

  /// Terminfo string escapes: `\E` `\e` ESC, `^X` control-X, `^?` DEL, `\\` `\,` `\^` `\:`,
  /// `\n` `\l` `\r` `\t` `\b` `\f` `\s`, `\0` (NUL), octal `\NNN`.
  static func unescape(_ text: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    func isOctal(_ byte: UInt8) -> Bool { (0x30...0x37).contains(byte) }
    while index < text.count {
      let byte = text[index]
      index += 1
      if byte == UInt8(ascii: "^"), index < text.count {
        let next = text[index]
        index += 1
        result.append(next == UInt8(ascii: "?") ? 0x7F : next & 0x1F)
      } else if byte == UInt8(ascii: "\\"), index < text.count {
        let next = text[index]
        index += 1
        switch next {
        case UInt8(ascii: "E"), UInt8(ascii: "e"): result.append(0x1B)
        case UInt8(ascii: "n"), UInt8(ascii: "l"): result.append(0x0A)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "s"): result.append(0x20)
        case let digit where isOctal(digit):
          var value = Int(digit - 0x30)
          var digits = 1
          while digits < 3, index < text.count, isOctal(text[index]) {
            value = value * 8 + Int(text[index] - 0x30)
            index += 1
            digits += 1
          }
          result.append(UInt8(truncatingIfNeeded: value))
        default: result.append(next)  // \\ \, \^ \:
        }
      } else {
        result.append(byte)
      }
    }
    return result
  }
}
