import FieldEngine
import FieldIO
import Testing

@testable import FormFiles
@testable import TFieldArguments
@testable import TFieldOptions
@testable import TerminalFields
@testable import tfield

/// Every number an option takes, whether it is the option's whole value (`--tabstop N`) or a
/// number inside it (`--preview-window up,N`, `{..N}`, `x{N}`) or inside an item (`+{2}-/2` on
/// `f:N:x`), fed values at and around 0, -1, 2^31, 2^63 and 10^30: each is either refused with
/// a message naming the option (and, for a whole-number option, its range), or taken and then
/// used (the list laid out and drawn with its preview, the field made and drawn) without a trap.
@Suite("Numbers at the edges: refused by name, or used without a crash")
struct NumberRangeTests {
  static let numbers = [
    "0", "1", "-1", "2147483647", "2147483648", "-2147483648", "2147483649", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
    "1000000000000000000000000000000", "-1000000000000000000000000000000",
  ]

  /// A command line with a number in it: `N` stands for the number.
  struct NumberCase: CustomTestStringConvertible, Sendable {
    let words: [String]
    /// The option at fault when the number is refused.
    let flag: String
    var testDescription: String { words.joined(separator: " ") }

    func arguments(_ number: String) -> [String] { words.map { $0.replacing("N", with: number) } }
  }

  /// Every whole-number option of the table, with what it needs (`--places` needs `--decimal`),
  /// under its first subcommand and under each other that takes it differently (`write`).
  static let wholeNumberOptions: [NumberCase] = OptionTable.options.flatMap { option -> [NumberCase] in
    guard option.value.numberRange != nil, let flag = option.flag, let subcommand = option.subcommands.first
    else { return [] }
    let needs = option.needs.first.map { [OptionTable.flag(for: $0)] } ?? []
    let extra = option.flag == "--history-size" ? ["--history", "/nonexistent/h"] : []
    return [NumberCase(words: [subcommand.rawValue] + needs + extra + [flag, "N"], flag: flag)]
  }

  /// Numbers inside options' values, and inside items (`f:N:x` is always among the items).
  static let numbersInside: [NumberCase] = [
    NumberCase(words: ["choose", "--height", "N"], flag: "--height"),
    NumberCase(words: ["choose", "--height", "N%"], flag: "--height"),
    NumberCase(words: ["choose", "--timeout", "N"], flag: "--timeout"),
    NumberCase(
      words: ["input", "--validate", "true", "--validate-timeout", "N"], flag: "--validate-timeout"),
    NumberCase(words: ["choose", "--preview", "true", "--preview-window", "up,N"], flag: "--preview-window"),
    NumberCase(
      words: ["choose", "--preview", "true", "--preview-window", "left:N%"], flag: "--preview-window"),
    NumberCase(words: ["choose", "--preview", "true", "--preview-window", "+N"], flag: "--preview-window"),
    NumberCase(
      words: ["choose", "--preview", "true", "--preview-window", "+N+N-/2"], flag: "--preview-window"),
    NumberCase(
      words: ["choose", "--preview", "true", "--preview-window", "+{1}+N/2"], flag: "--preview-window"),
    NumberCase(
      words: ["choose", "--preview", "true", "--preview-window", "+{N}-N/N"], flag: "--preview-window"),
    NumberCase(words: ["choose", "--preview", "true", "--preview-window", "~N"], flag: "--preview-window"),
    NumberCase(
      words: ["choose", "-d", ":", "--preview", "true {2}", "--preview-window", "+{2}-/2"],
      flag: "--preview-window"),
    NumberCase(words: ["choose", "--nth", "N"], flag: "--nth"),
    NumberCase(words: ["choose", "--nth", "..N"], flag: "--nth"),
    NumberCase(words: ["choose", "-d", ":", "--nth", "N..,2"], flag: "--nth"),
    NumberCase(words: ["choose", "--with-nth", "-N..N"], flag: "--with-nth"),
    NumberCase(words: ["choose", "--preview", "echo {..N} {N} {-N..} {+N}"], flag: "--preview"),
    NumberCase(words: ["choose", "--bind", "ctrl-a:execute(echo {..N})+reload(echo {N..})"], flag: "--bind"),
    NumberCase(words: ["choose", "--expect", "fN"], flag: "--expect"),
    NumberCase(words: ["choose", "-d", "x{N}", "--nth", "1"], flag: "--delimiter"),
    NumberCase(words: ["choose", "-d", "(:?){1,N}", "--nth", "2"], flag: "--delimiter"),
    NumberCase(words: ["input", "--pattern", "a{N}"], flag: "--pattern"),
    NumberCase(words: ["input", "--pattern", "[0-9]{2,N}"], flag: "--pattern"),
    NumberCase(words: ["input", "--integer", "--min", "N"], flag: "--min"),
    NumberCase(words: ["check", "--integer", "--max", "N"], flag: "--max"),
    NumberCase(words: ["input", "--integer", "--min", "N", "--max", "N"], flag: "--m"),
    NumberCase(words: ["input", "--decimal", "--min", "N", "--places", "2"], flag: "--min"),
    NumberCase(words: ["input", "--date", "YYYY-MM-DD", "--max", "N-01-01"], flag: "--max"),
  ]

  @Test("whole-number options and numbers inside values", arguments: wholeNumberOptions + numbersInside)
  func commandLine(_ numberCase: NumberCase) throws {
    for number in Self.numbers {
      let arguments = numberCase.arguments(number)
      let invocation: Invocation
      do {
        invocation = try Arguments.parse(arguments)
      } catch {
        let message = Messages.describe(error)
        #expect(message.contains(numberCase.flag), "\(arguments): \(message)")
        switch error {
        case .notAWholeNumber(_, _, let range), .outOfRange(_, _, let range):
          #expect(
            message.contains(String(range.upperBound)) || message.contains("≥ \(range.lowerBound)"),
            "\(arguments): \(message) does not say the range")
        default: break
        }
        continue
      }
      use(invocation, number: number)
    }
  }

  /// Lays out and draws what the invocation asks for, with the number in its items.
  func use(_ invocation: Invocation, number: String) {
    switch invocation {
    case .choose(var choose):
      choose.items = ["f:\(number):x", "\(number)\t\(number)", "plain"].map { Array($0.utf8) }
      let columnNames = ChooseCommand.headerLines(&choose, input: -1).map {
        String(decoding: $0, as: UTF8.self)
      }
      let list = ChoiceList(
        items: choose.items ?? [], marked: choose.selected, configuration: ChooseCommand.configuration(choose)
      )
      var controller = ChooseCommand.controller(choose, list: list, header: [], headerLines: columnNames)
      for (width, height) in [(80, 24), (20, 6), (300, 100)] {
        _ = controller.inlineHeight(width: width, screenHeight: height)
        controller.layout(in: Region(width: width, height: height))
        _ = controller.frame()
      }
      if let preview = controller.preview, let scroll = preview.window.scroll {
        for item in choose.items ?? [] {
          #expect(
            scroll.firstLine(
              for: String(decoding: item, as: UTF8.self), height: 20, delimiter: preview.delimiter)
              >= 0)
        }
      }
      _ = controller.handle(.timeOut)
    case .input(let spec, _, _, let history), .prompt(let spec, _, _, _, _, let history):
      draw(spec, value: number)
      if let size = history.size { #expect(HistoryFile(path: "", size: size).compactionThreshold >= size) }
    case .check(let spec, _, _): draw(spec, value: number)
    case .write(let write): draw(write.spec, value: number)
    default: break
    }
  }

  /// The field of `spec`, `value` pasted into it, drawn in a form.
  func draw(_ spec: FieldSpec, value: String) {
    guard let field = try? spec.makeField(), let form = try? Form([field]) else { return }
    var controller = FormController(form: form, title: "numbers")
    _ = controller.handle(.paste(value))
    controller.layout(in: Region(width: 80, height: 24))
    _ = controller.frame()
  }

  @Test(
    "a form file's whole numbers: refused by key, or used",
    arguments: OptionTable.options.filter { $0.value.numberRange != nil && $0.key != nil })
  func formFile(_ option: Option) throws {
    let key = try #require(option.key)
    let needs = option.needs.first.map { ", \"\(OptionTable.key(for: $0))\": true" } ?? ""
    for number in Self.numbers {
      let text = "{\"fields\": [{\"id\": \"a\", \"\(key)\": \(number)\(needs)}]}"
      do {
        let file = try FormFile.parse(Array(text.utf8), name: "form.json")
        for spec in file.fields { draw(spec, value: number) }
      } catch {
        #expect(Messages.describe(error).contains(key), "\(text): \(Messages.describe(error))")
      }
    }
  }
}
