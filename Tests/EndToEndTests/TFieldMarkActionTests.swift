import Foundation
import Testing

extension EndToEnd {
  /// `select`, `deselect`, `clear-selection`, `next-selected`, `prev-selected` and
  /// `replace-query` as a person sees them: fzf 0.74's own tests (`test_select_deselect`,
  /// `test_clear_selection`, `test_prev_next_selected`, `test_bind_replace_query` in
  /// test/test_core.rb, MIT licence), run on fzf 0.74.5 and on tfield with the same keys; after
  /// each step both show the same count, highlighted item and number of marked items.
  @Suite("tfield choose's marking actions and replace-query, against fzf 0.74.5", .serialized)
  struct TFieldMarkActions {
    @Test("select+down and deselect+up mark and unmark as they move (fzf's test_select_deselect)")
    func selectDeselect() throws {
      try TFieldTrack.run(
        "seq 3", "--multi --bind up:deselect+up,down:select+down", total: 3,
        steps: [
          .init(keys: [], count: 3, marked: 0),
          .init(keys: ["Tab"], count: 3, marked: 1),
          .init(keys: ["Up"], count: 3, marked: 0),
          .init(keys: ["Down", "Down"], count: 3, marked: 2),
          .init(keys: ["Tab"], count: 3, marked: 1),
          .init(keys: ["Down", "Down"], count: 3, marked: 2),
          .init(keys: ["Up"], count: 3, marked: 1),
          .init(keys: ["Down"], count: 3, marked: 1),
          .init(keys: ["Down"], count: 3, marked: 2),
        ])
    }

    /// fzf's test types a query that matches nothing; this one types one that leaves the marked
    /// item out but matches others, so that a highlighted row is there to read.
    @Test("clear-selection unmarks the items the query leaves out too (fzf's test_clear_selection)")
    func clearSelection() throws {
      try TFieldTrack.run(
        "seq 100", "--multi --bind space:clear-selection", total: 100,
        steps: [
          .init(keys: [], count: 100, marked: 0),
          .init(keys: ["Tab"], count: 100, marked: 1),
          .init(keys: ["5"], count: 19, marked: 1),
          .init(keys: [" "], count: 19, marked: 0),
        ])
    }

    @Test("next-selected and prev-selected go round the marked items (fzf's test_prev_next_selected)")
    func nextPreviousSelected() throws {
      try TFieldTrack.run(
        "seq 10", "--multi --bind ctrl-n:next-selected,ctrl-p:prev-selected", total: 10,
        steps: [
          .init(keys: [], count: 10, marked: 0),
          .init(keys: ["BTab", "BTab", "Up", "BTab"], count: 10, marked: 3),
          .init(keys: ["C-n"], count: 10, item: "4"),
          .init(keys: ["C-n"], count: 10, item: "2"),
          .init(keys: ["C-n"], count: 10, item: "1"),
          .init(keys: ["C-n"], count: 10, item: "4"),
          .init(keys: ["C-p"], count: 10, item: "1"),
          .init(keys: ["C-p"], count: 10, item: "2"),
        ])
    }

    /// fzf's test moves up with Ctrl-K, which is readline's kill-line in tfield's query: here the
    /// arrow moves. fzf keeps the highlight's row as the query changes, tfield goes back to the
    /// first (docs/migration-from-fzf.md): `first` after `replace-query` makes the two agree.
    @Test("replace-query puts the highlighted item in the query (fzf's test_bind_replace_query)")
    func replaceQuery() throws {
      try TFieldTrack.run(
        "seq 1000", "--bind ctrl-j:replace-query+first", total: 1000,
        steps: [
          .init(keys: ["1"], count: 272, item: "1"),
          .init(keys: ["Up", "C-j"], count: 29, item: "10"),
        ])
    }
  }
}
