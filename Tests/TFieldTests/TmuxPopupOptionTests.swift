import Testing

@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// `choose --tmux[=SPEC]` read as fzf 0.74 reads it. The cases are translated from fzf's
/// `parseTmuxOptions` (`src/options.go`, MIT, Copyright (c) 2013-2026 Junegunn Choi), with fzf
/// 0.74.5's own answers (`fzf --tmux=SPEC --filter`) for the accepted and refused ones.
@Suite("choose --tmux")
struct TmuxPopupOptionTests {
  struct Spec: CustomTestStringConvertible, Sendable {
    let text: String
    let options: [String]?
    var testDescription: String { text.isEmpty ? "(empty)" : text }
  }

  /// A spec and the `display-popup` options it makes; nil options for a spec refused.
  static let specs: [Spec] = [
    Spec(text: "center", options: ["-B", "-xC", "-yC", "-w50%", "-h50%"]),
    Spec(text: "80%", options: ["-B", "-xC", "-yC", "-w80%", "-h80%"]),
    Spec(text: "80%,40%", options: ["-B", "-xC", "-yC", "-w80%", "-h40%"]),
    Spec(text: "center,100,20", options: ["-B", "-xC", "-yC", "-w100", "-h20"]),
    Spec(text: "center,,50%", options: ["-B", "-xC", "-yC", "-w50%", "-h50%"]),
    Spec(text: "top", options: ["-B", "-xC", "-y0", "-w100%", "-h50%"]),
    Spec(text: "up,40%", options: ["-B", "-xC", "-y0", "-w100%", "-h40%"]),
    Spec(text: "bottom:30", options: ["-B", "-xC", "-y9999", "-w100%", "-h30"]),
    Spec(text: "down,60%,20%", options: ["-B", "-xC", "-y9999", "-w60%", "-h20%"]),
    Spec(text: "left,40%", options: ["-B", "-x0", "-yC", "-w40%", "-h100%"]),
    Spec(text: "right,40%,border-native", options: ["-xR", "-yC", "-w40%", "-h100%"]),
    Spec(text: "border-native", options: ["-xC", "-yC", "-w50%", "-h50%"]),
    Spec(text: "border-native,top,30%,90%", options: ["-xC", "-y0", "-w30%", "-h90%"]),
    Spec(text: "", options: nil),
    Spec(text: "foo", options: nil),
    Spec(text: "101%", options: nil),
    Spec(text: ",50%", options: nil),
    Spec(text: "-5", options: nil),
    Spec(text: "center,50%,50%,30%", options: nil),
    Spec(text: "top,1,2,3,4", options: nil),
    Spec(text: "50.5%", options: nil),
  ]

  @Test("a spec, as tmux display-popup's options", arguments: specs)
  func displayPopupOptions(_ spec: Spec) {
    #expect(TmuxPopup(spec.text)?.displayPopupOptions == spec.options)
  }

  struct Given: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    var defaults: String? = nil
    let popup: String?
    let items: [String]
    var testDescription: String { ([defaults ?? ""] + arguments).joined(separator: " ") }
  }

  /// As fzf's `optionalNextString`: the next word is the spec unless it starts with `-` or `+`.
  static let given: [Given] = [
    Given(arguments: ["--tmux", "--", "a"], popup: "center", items: ["a"]),
    Given(arguments: ["--tmux=top,40%", "a"], popup: "top,40%", items: ["a"]),
    Given(arguments: ["--tmux", "bottom", "a", "b"], popup: "bottom", items: ["a", "b"]),
    Given(arguments: ["--tmux", "-e", "a"], popup: "center", items: ["a"]),
    Given(arguments: ["--tmux", "+s", "a"], popup: "center", items: ["a"]),
    Given(arguments: ["a"], defaults: "--tmux 70%", popup: "70%", items: ["a"]),
    Given(arguments: ["--no-tmux", "a"], defaults: "--tmux=70%", popup: nil, items: ["a"]),
  ]

  @Test("the spec taken from the command line and the default options", arguments: given)
  func commandLine(_ given: Given) throws {
    let choose = try FzfCommandLineTests.choose(["choose"] + given.arguments, defaults: given.defaults)
    #expect(choose.choice.tmuxPopup == given.popup)
    #expect(choose.items?.map { String(decoding: $0, as: UTF8.self) } == given.items)
  }

  @Test("the word after --tmux is its spec, as in fzf: one refused is named so, not taken as an item")
  func nextWord() {
    #expect(
      FzfCommandLineTests.failure(["choose", "--tmux", "a"]) == .notATmuxPopup(flag: "--tmux", got: "a"))
  }

  @Test("a spec refused names --tmux and what it takes")
  func message() {
    let result = Tool.run(["choose", "--tmux=middle", "a"])
    #expect(result.status == .error)
    #expect(
      result.errors
        == "tfield: --tmux: expected [center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native], each SIZE "
        + "cells (0 to 9999) or a share of the window (0% to 100%), got \"middle\"\n")
  }

  @Test(
    "tmux -V's line: popups from 3.3 on",
    arguments: [
      ("tmux 3.3a", true), ("tmux 3.2a", false), ("tmux 3.4", true), ("tmux 2.9", false), ("tmux 4.0", true),
      ("tmux next-3.6", true), ("tmux master", true), ("tmux openbsd-7.5", true), ("", false),
    ])
  func version(_ line: String, _ supported: Bool) {
    #expect(TmuxPopupRun.supportsPopups(versionLine: line) == supported)
  }

  @Test("the popup's script: the environment and arguments quoted for sh, the marker, the copy's files")
  func script() {
    let files = TmuxPopupRun.Files(directory: "/tmp/d")
    let script = TmuxPopupRun.scriptText(
      arguments: ["/bin/tfield", "choose", "it's", "$HOME"], files: files, feedsItems: true)
    let lines = script.split(separator: "\n")
    #expect(
      lines.suffix(4).map(String.init) == [
        "export TFIELD_TMUX_POPUP=1",
        "echo $$ > '/tmp/d/process'",
        "'/bin/tfield' 'choose' 'it'\\''s' '$HOME' < '/tmp/d/items' > '/tmp/d/output' 2> '/tmp/d/errors'",
        "echo $? > '/tmp/d/status'",
      ])
    #expect(lines.dropLast(4).allSatisfy { $0.hasPrefix("export ") })
  }
}
