import FieldChoices
import Testing

@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// `choose --walker`, `--walker-root` and `--walker-skip` read as fzf 0.74 reads them
/// (`src/options.go`: `parseWalkerOpts`, `nextDirs`; MIT, Copyright (c) 2013-2026 Junegunn Choi).
@Suite("choose --walker")
struct WalkerOptionTests {
  struct Given: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    var defaults: String? = nil
    let walker: FileWalker
    var items: [String]? = nil
    var testDescription: String { ([defaults ?? ""] + arguments).joined(separator: " ") }
  }

  static func walker(
    files: Bool = true, directories: Bool = false, follows: Bool = true, hidden: Bool = true,
    roots: [String] = ["."], skipped: [String] = [".git", "node_modules"]
  ) -> FileWalker {
    var walker = FileWalker()
    walker.listsFiles = files
    walker.listsDirectories = directories
    walker.followsLinks = follows
    walker.entersHidden = hidden
    walker.roots = roots
    walker.skipped = skipped
    return walker
  }

  /// The walk each command line asks for. `/` and `/usr` are directories; `item` is not.
  static let given: [Given] = [
    Given(arguments: [], walker: walker()),
    Given(
      arguments: ["--walker", "dir"],
      walker: walker(files: false, directories: true, follows: false, hidden: false)),
    Given(arguments: ["--walker=FILE,dir,,follow"], walker: walker(directories: true, hidden: false)),
    // The words after --walker-root that are directories are roots too; the first that is not
    // ends them (an item here).
    Given(
      arguments: ["--walker-root", "/", "/usr", "item"], walker: walker(roots: ["/", "/usr"]), items: ["item"]
    ),
    Given(arguments: ["--walker-root=/usr", "--walker-root", "/"], walker: walker(roots: ["/usr", "/"])),
    Given(arguments: ["--walker-root", "/", "--", "/usr"], walker: walker(roots: ["/"]), items: ["/usr"]),
    Given(arguments: ["--walker-skip=build,,src/gen"], walker: walker(skipped: ["build", "src/gen"])),
    Given(arguments: ["--walker-skip="], walker: walker(skipped: [])),
    Given(
      arguments: ["--walker", "file"], defaults: "--walker=dir --walker-root /usr",
      walker: walker(follows: false, hidden: false, roots: ["/usr"])),
  ]

  @Test("the walk asked for, and the items left", arguments: given)
  func commandLine(_ given: Given) throws {
    let choose = try FzfCommandLineTests.choose(["choose"] + given.arguments, defaults: given.defaults)
    #expect(choose.choice.fileWalker == given.walker)
    #expect(choose.items?.map { String(decoding: $0, as: UTF8.self) } == given.items)
  }

  @Test(
    "a --walker or --walker-root that cannot be used names the option and what it takes",
    arguments: [
      (
        ["--walker=file,links"],
        "tfield: --walker: expected file, dir, follow, hidden, comma-separated, with file or dir among them, "
          + "got \"file,links\"\n"
      ),
      (
        ["--walker", "follow,hidden"],
        "tfield: --walker: expected file, dir, follow, hidden, comma-separated, with file or dir among them, "
          + "got \"follow,hidden\"\n"
      ),
      (
        ["--walker-root", "/nonexistent-tf"],
        "tfield: --walker-root: \"/nonexistent-tf\" is not a directory\n"
      ),
      (
        ["--walker-root=/usr", "--walker-root=/etc/passwd"],
        "tfield: --walker-root: \"/etc/passwd\" is not a directory\n"
      ),
    ])
  func message(_ arguments: [String], _ message: String) {
    let result = Tool.run(["choose"] + arguments + ["--", "a"])
    #expect(result.status == .error)
    #expect(result.errors == message)
  }

  @Test("--scheme given, the default's value too, is told from the default")
  func schemeGiven() throws {
    #expect(try FzfCommandLineTests.choose(["choose"]).choice.schemeGiven == false)
    #expect(try FzfCommandLineTests.choose(["choose", "--scheme=default"]).choice.schemeGiven)
    #expect(try FzfCommandLineTests.choose(["choose"], defaults: "--scheme=history").choice.schemeGiven)
  }

  @Test(
    "the walker lists the items with the terminal on stdin and no items, no start:reload(…), no --other",
    arguments: [
      ([String](), true), (["--walker=dir", "--scheme=path"], true), (["item"], false),
      (["--bind", "start:reload(ls)"], false), (["--bind", "ctrl-r:reload(ls)"], true), (["--other"], false),
    ])
  func walks(_ arguments: [String], _ walks: Bool) throws {
    let choose = try FzfCommandLineTests.choose(["choose"] + arguments)
    let terminal = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    defer { close(terminal) }
    try #require(terminal >= 0 && isatty(terminal) != 0)
    #expect(ChooseCommand.walks(choose, input: terminal) == walks)
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    #expect(!ChooseCommand.walks(choose, input: ends[0]))
  }
}
