/// How a placeholder's value is quoted into a command line, for the shell that reads the line
/// (fzf's `Executor.QuoteEntry`, its escaper chosen by the shell's name).
package enum ShellQuoting: Sendable, Hashable {
  /// POSIX sh's: in single quotes, a `'` written `'\''` (bash, zsh, dash, ksh and every shell
  /// that is not fish).
  case posix
  /// fish's: in single quotes, a `'` written `\'` and a `\` written `\\` (fish reads those two
  /// escapes inside single quotes, and no other).
  case fish

  /// The quoting for a shell whose program is `program` (a path or a name): fish's when its file
  /// name is `fish`, as fzf decides.
  package init(program: String) {
    self = program.split(separator: "/", omittingEmptySubsequences: false).last == "fish" ? .fish : .posix
  }

  /// `bytes` in single quotes, escaped for the shell.
  package func quoted(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = [UInt8(ascii: "'")]
    result.reserveCapacity(bytes.count + 2)
    for byte in bytes {
      switch (self, byte) {
      case (.posix, UInt8(ascii: "'")): result += Array("'\\''".utf8)
      case (.fish, UInt8(ascii: "'")), (.fish, UInt8(ascii: "\\")): result += [UInt8(ascii: "\\"), byte]
      default: result.append(byte)
      }
    }
    result.append(UInt8(ascii: "'"))
    return result
  }
}
