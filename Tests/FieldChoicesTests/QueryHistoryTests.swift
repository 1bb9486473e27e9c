// "fzf's TestHistory" is translated from fzf 0.74.3's src/history_test.go, MIT licence,
// Copyright (c) 2013-2026 Junegunn Choi (the file is this type's text here, not a file on disk);
// the walks are this package's, each as fzf 0.74.5's Ctrl-P and Ctrl-N walk its history.
import Testing

@testable import FieldChoices

/// `tfield choose --history`'s queries, as fzf's `History`.
@Suite("Query history, as fzf's")
struct QueryHistoryTests {
  @Test("fzf's TestHistory: at most maxSize kept, every query kept (no de-duplication), empty ones not")
  func fzfHistory() {
    let maxSize = 50
    var text = ""
    var history = QueryHistory(text: text, maxSize: maxSize)
    for _ in 0..<(maxSize + 10) { text = history.append("foobar") ?? text }
    history = QueryHistory(text: text, maxSize: maxSize)
    #expect(history.lines.count == maxSize + 1)
    #expect(history.queries == Array(repeating: "foobar", count: maxSize))
    text = history.append("barfoo") ?? text
    #expect(history.append("") == nil)
    text = history.append("foobarbaz") ?? text
    history = QueryHistory(text: text, maxSize: maxSize)
    #expect(history.lines.count == maxSize + 1)
    #expect(history.lines[maxSize - 3] == "foobar")
    #expect(history.lines[maxSize - 2] == "barfoo")
    #expect(history.lines[maxSize - 1] == "foobarbaz")
    #expect(text.hasSuffix("foobarbaz\n"))
  }

  @Test("the file's text: line feeds at either end left out, an empty file has no query")
  func reading() {
    #expect(QueryHistory(text: "").queries == [])
    #expect(QueryHistory(text: "\n\na\n\nb\n\n").queries == ["a", "", "b"])
    #expect(QueryHistory(text: "a\nb").queries == ["a", "b"])
  }

  @Test("walking: past the oldest stays, past the newest is the query typed, edits kept for the walk")
  func walking() {
    var history = QueryHistory(text: "foo\nbar\n")
    #expect(history.previous(current: "typed") == "bar")
    #expect(history.previous(current: "bar") == "foo")
    #expect(history.previous(current: "foo") == "foo")
    // An edited query stays in the walk, not in the file.
    #expect(history.next(current: "foo!") == "bar")
    #expect(history.previous(current: "bar") == "foo!")
    #expect(history.next(current: "foo!") == "bar")
    #expect(history.next(current: "bar") == "typed")
    #expect(history.next(current: "typed") == "typed")
    #expect(history.append("baz") == "foo\nbar\nbaz\n")
  }

  @Test("a smaller maxSize drops the oldest when a query is added")
  func maxSize() {
    var history = QueryHistory(text: "a\nb\nc\n", maxSize: 2)
    #expect(history.queries == ["a", "b", "c"])
    #expect(history.append("d") == "c\nd\n")
  }
}
