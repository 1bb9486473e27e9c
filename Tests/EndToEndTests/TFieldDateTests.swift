import Foundation
import Testing

extension EndToEnd {
  /// Dates typed into the real programs: a date is refused at the character that makes
  /// it impossible, and the value is printed as typed or in ISO 8601.
  @Suite("tfield input --date and the demo's Birthday: refused at the impossible character", .serialized)
  struct TFieldDate {
    /// Types `text` and waits for the box to show `shown` and, when a key is refused, the message
    /// naming it; then empties the field.
    static func expect(typing text: String, shows shown: String, refusing refused: Character?, in tmux: Tmux)
      throws
    {
      try tmux.type(text)
      let screen = try tmux.waitFor(text: "[\(shown) ")
      if let refused {
        #expect(screen.contains { $0.contains("'\(refused)' is not allowed: ") }, "\(screen)")
      } else {
        #expect(!screen.joined().contains("is not allowed"), "\(screen)")
      }
      try tmux.sendKeys("C-u")
      try tmux.waitFor(text: "[ ")
    }

    @Test(
      "YYYY-MM-DD up to 2026-12-31: 2023-02-29 at the 9, 2026-13 at the 3, 2027 at the 7; 2024-02-29 printed")
    func maximum() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--date YYYY-MM-DD --max 2026-12-31"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try Self.expect(typing: "2023-02-29", shows: "2023-02-2", refusing: "9", in: tmux)
      try Self.expect(typing: "2026-13", shows: "2026-1", refusing: "3", in: tmux)
      try Self.expect(typing: "2027", shows: "202", refusing: "7", in: tmux)
      try tmux.type("2024-02-29")
      try tmux.waitFor(text: "[2024-02-29 ")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[2024-02-29] STATUS:0"))
    }

    @Test(
      "from 2024-03-15: 2024-03-1 is taken, 2024-03-14 refused at the 4; the separators are typed for the user"
    )
    func minimum() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--date YYYY-MM-DD --min 2024-03-15"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try Self.expect(typing: "2024031", shows: "2024-03-1", refusing: nil, in: tmux)
      try Self.expect(typing: "2024-03-14", shows: "2024-03-1", refusing: "4", in: tmux)
      try tmux.type("2024-03-15")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[2024-03-15] STATUS:0"))
    }

    @Test(
      "DD.MM.YYYY: 29.02.1900 at the final 0, 29.02.2023 at the final 3; ↑ steps the year, --iso prints JSON")
    func dayFirst() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--date DD.MM.YYYY --iso --output json"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try Self.expect(typing: "29.02.1900", shows: "29.02.190", refusing: "0", in: tmux)
      try Self.expect(typing: "29.02.2023", shows: "29.02.202", refusing: "3", in: tmux)
      // The message says why: the calendar, not only that the key does not fit.
      try tmux.type("29.02.2023")
      try tmux.waitFor(text: "'3' is not allowed: 2023 has no 29 February (not a leap year)")
      try tmux.sendKeys("C-u")
      try tmux.waitFor(text: "[ ")
      try tmux.type("29.02.2024")
      try tmux.waitFor(text: "[29.02.2024 ")
      // The cursor is at the end, on the year: 2025 has no February 29, so the day stops at 28.
      try tmux.sendKeys("Up")
      try tmux.waitFor(text: "[28.02.2025 ")
      try tmux.sendKeys("M-Down")
      try tmux.waitFor(text: "[28.02.2024 ")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[\"2024-02-28\"] STATUS:0"))
    }

    @Test("the demo's Birthday (DD.MM.YYYY up to today) refuses the same characters, and the year 9")
    func demoBirthday() throws {
      let formatter = DateFormatter()
      formatter.dateFormat = "dd.MM.yyyy"
      formatter.locale = Locale(identifier: "en_US_POSIX")
      let today = formatter.string(from: Date())
      let demo = try FieldsDemo()
      try demo.focus("birthday")
      for (typed, shown, refused) in [
        ("29.02.1900", "29.02.190", "'0' is not allowed: 1900 has no 29 February (not a leap year)"),
        ("29.02.2023", "29.02.202", "'3' is not allowed: 2023 has no 29 February (not a leap year)"),
        ("01.01.9", "01.01.", "'9' is not allowed: every date it could start is after the maximum \(today)"),
      ] {
        try demo.tmux.type(typed)
        try demo.waitFor("birthday", showing: shown)
        try demo.waitForMessage(refused)
        try demo.tmux.sendKeys("C-u")
        try demo.waitFor("birthday", showing: "DD.MM.YYYY")
      }
      // (FieldsDemo.type waits for each character alone; here the separators come unasked.)
      try demo.tmux.type("29.02.2024")
      try demo.waitFor("birthday", showing: "29.02.2024")
      #expect(try demo.submit()["birthday"] == "29.02.2024")
    }
  }
}
