import FieldEngine
import TFieldArguments
import TFieldOptions

/// Fuzz target for `tfield`'s command line (`Arguments.parse`) and what it builds: the bytes are
/// the arguments, separated by NUL bytes (`check\0--max-length\099999999999999999999`), so a
/// corpus file is a command line and `Fuzz/Dictionaries/arguments.dict` gives libFuzzer the
/// flags and the numbers that matter.
///
/// Checked: parsing never traps; a mistake with a flag names one the arguments hold, and a
/// number is called too large only when it is a whole number beyond `Int`; a spec whose rules
/// make no sense (several formats, a format that cannot be built, any other configuration error)
/// is refused naming an option that was given (the flag `Messages` shows); and
/// `specProblems` for every spec, with the arguments as candidate values; a history size goes
/// through the history store's arithmetic (`historyProblems`).
///
/// - Returns: what broke, empty when nothing did.
public func fuzzArguments(_ data: [UInt8]) -> [String] {
  guard data.count <= 4096 else { return [] }
  let words = data.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  let flags = givenFlags(words)
  let invocation: Invocation
  do {
    invocation = try Arguments.parse(words)
  } catch {
    return usageProblems(error, words: words, flags: flags)
  }
  let spec: FieldSpec
  var history: [String] = []
  switch invocation {
  case .input(let given, _, _, let settings), .prompt(let given, _, _, _, _, let settings):
    spec = given
    history = historyProblems(settings)
  case .check(let given, _, _): spec = given
  case .choose(let choose): spec = choose.spec
  case .write(let write): spec = write.spec
  case .help, .version, .form, .confirm, .completions, .shellBindings: return []
  }
  if let error = spec.configurationErrors.first, !flags.contains(OptionTable.flag(for: error.rule)) {
    return ["\(error) names \(OptionTable.flag(for: error.rule)), which \(words) does not give"]
  }
  return history + specProblems(spec, values: [spec.value] + words.dropFirst() + argumentSamples)
}

/// Values tried in every spec: numbers as typed, a mask's value, a code.
let argumentSamples = ["0", "00001", ".5", "-.5", "-1", "130", "1e3", "(555) 123-4567", "AB1234", "abc"]

/// The flags the words may give: each word, a long flag without its `=VALUE`, and a short flag
/// without the value attached to it (`-d:` gives `-d`).
func givenFlags(_ words: [String]) -> Set<String> {
  Set(
    words.flatMap { word -> [String] in
      if word.hasPrefix("--") {
        return [word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word]
      }
      return word.hasPrefix("-") && word.count > 2 ? [word, String(word.prefix(2))] : [word]
    })
}

/// A usage error that names a flag the arguments do not hold, or calls a number what it is not.
func usageProblems(_ error: UsageError, words: [String], flags: Set<String>) -> [String] {
  let named: String?
  switch error {
  case .missingValue(let flag), .unexpectedValue(let flag), .repeated(let flag),
    .needsNumberKind(let flag, _):
    named = flag
  case .notAWholeNumber(let flag, let got, _):
    if !got.isEmpty && got.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      return ["\(flag): \(got.debugDescription) is a whole number, called not one"]
    }
    named = flag
  case .outOfRange(let flag, let got, let range):
    // Out of range: digits whose value (beyond Int's too) is outside the range.
    if got.isEmpty || !got.utf8.allSatisfy({ (0x30...0x39).contains($0) })
      || Int(got).map(range.contains) == true
    {
      return ["\(flag): \(got.debugDescription) called out of \(range)"]
    }
    named = flag
  case .notAChoice(let flag, _, _), .notATimeout(let flag, _): named = flag
  case .configuration(let configuration): named = OptionTable.flag(for: configuration.rule)
  default: named = nil
  }
  if let named, !flags.contains(named) { return ["\(error) names \(named), which \(words) does not give"] }
  return []
}
