import FieldChoices
import FieldEngine
import FieldIO

/// Questions asked in one call: a line of text, a password, one choice or several, yes or no, a
/// form, a text of several lines. Each returns the answer, typed, or throws ``AskError``.
///
/// ```swift
/// import TerminalFields
///
/// let name = try await Ask.text("Name", rules: FieldRules(maxLength: 20), required: true)
/// let city = try await Ask.choice("City", from: ["Oslo", "Lima", "Kyoto"])
/// if try await Ask.confirm("Book a room in \(city) for \(name)?", default: true) {
///   print("Booked.")
/// }
/// ```
///
/// Every question is drawn inline below the cursor, as readline, gum and inquire do, and leaves a
/// line of transcript ("Name: Ada"); ``AskSettings`` asks on the whole screen instead, sets a
/// deadline, or turns colours off. Where the terminal cannot place the cursor (`TERM=dumb`, an
/// unset or unknown `TERM`, an Emacs buffer), and whenever ``AskSettings/plain`` asks for it, the
/// question is asked in plain lines instead: the question written, the answer typed on a line,
/// refused answers asked again with the reason. In plain mode without a terminal, the answers are
/// read from standard input, a line each, so that a script can pipe them in. `NO_COLOR` turns
/// colours off.
///
/// Each call is `async`: it asks from a thread of its own, so no thread of Swift's cooperative
/// pool waits while the user thinks, and cancelling its `Task` ends the question at once, the
/// terminal restored, throwing ``AskError/cancelled``. Code that is not `async` (a
/// swift-argument-parser `ParsableCommand`'s `run()`) asks the same questions through
/// ``Ask/Blocking``, which blocks the calling thread instead.
public enum Ask {
  // MARK: A line of text

  /// Asks for a line of text, checked by `rules` as it is typed and pasted.
  ///
  /// - Parameters:
  ///   - question: the label beside the field, and the transcript's.
  ///   - rules: the limits, characters and format every edit must keep.
  ///   - required: the answer must hold a character that is not white space.
  ///   - defaultValue: the answer an empty field submits, offered in the hint row.
  ///   - settings: where, until when and how the question is asked.
  /// - Returns: the text submitted.
  /// - Throws: ``AskError``; ``AskError/invalid(_:)`` when no answer could keep `rules`.
  public static func text(
    _ question: String, rules: FieldRules = FieldRules(), required: Bool = false,
    default defaultValue: String? = nil, settings: AskSettings = AskSettings()
  ) async throws(AskError) -> String {
    try await Questions.text(question, rules: rules, required: required, defaultValue: defaultValue)
      .ask(settings).get()
  }

  /// Asks for a line of text described by a field's spec: its label (the question), rules,
  /// validators, initial value, placeholder and default.
  public static func text(_ spec: FieldSpec, settings: AskSettings = AskSettings()) async throws(AskError)
    -> String
  {
    try await Questions.text(spec).ask(settings).get()
  }

  // MARK: A password

  /// Asks for a password: the field shows a bullet per character (F4 shows the text), the
  /// transcript "(hidden)", and a plain answer is not echoed.
  ///
  /// - Parameters:
  ///   - question: the label beside the field.
  ///   - rules: the limits and characters every edit must keep.
  ///   - required: the answer must hold a character that is not white space (the default).
  public static func secret(
    _ question: String, rules: FieldRules = FieldRules(), required: Bool = true,
    settings: AskSettings = AskSettings()
  ) async throws(AskError) -> String {
    try await Questions.secret(question, rules: rules, required: required).ask(settings).get()
  }

  // MARK: One choice

  /// Asks for one of `items`: typing narrows the list (fuzzy, as fzf), ↑ and ↓ move, Enter
  /// chooses. In plain lines, the items are numbered and a number or an item's text chooses.
  public static func choice(
    _ question: String, from items: [String], settings: AskSettings = AskSettings()
  ) async throws(AskError) -> String {
    try await Questions.choice(question, from: items, label: { $0 }).ask(settings).get()
  }

  /// Asks for one of `values`, each shown by its `label`; returns the value chosen.
  public static func choice<Value: Equatable & Sendable>(
    _ question: String, from values: [Value], label: @Sendable (Value) -> String,
    settings: AskSettings = AskSettings()
  ) async throws(AskError) -> Value {
    try await Questions.choice(question, from: values, label: label).ask(settings).get()
  }

  /// Asks for one case of an enumeration, each shown as `String(describing:)` shows it.
  ///
  /// ```swift
  /// enum Size: CaseIterable { case small, medium, large }
  /// let size = try await Ask.choice("Size", from: Size.self)
  /// ```
  public static func choice<Value: CaseIterable & Equatable & Sendable>(
    _ question: String, from type: Value.Type, settings: AskSettings = AskSettings()
  ) async throws(AskError) -> Value {
    try await Questions.choice(question, from: Array(type.allCases), label: { String(describing: $0) })
      .ask(settings).get()
  }

  // MARK: Several choices

  /// Asks for several of `items`: Tab marks an item, Enter chooses the marked ones (the
  /// highlighted one when none is marked). In plain lines: numbers and ranges (`1 3 5-7`).
  ///
  /// - Parameters:
  ///   - atLeast: the fewest items an answer chooses; Enter on fewer says so.
  ///   - atMost: the most items that can be marked; nil for any number.
  /// - Returns: the items chosen, in the list's order.
  public static func choices(
    _ question: String, from items: [String], atLeast: Int = 0, atMost: Int? = nil,
    settings: AskSettings = AskSettings()
  ) async throws(AskError) -> [String] {
    try await Questions.choices(question, from: items, atLeast: atLeast, atMost: atMost).ask(settings).get()
  }

  // MARK: Yes or no

  /// Asks a yes/no question: `y` or `n`, ←/→ and Enter; Enter alone answers `default`.
  public static func confirm(
    _ question: String, default defaultAnswer: Bool = false, settings: AskSettings = AskSettings()
  ) async throws(AskError) -> Bool {
    try await Questions.confirm(question, defaultAnswer: defaultAnswer).ask(settings).get()
  }

  // MARK: A form

  /// Asks for several fields at once: Tab moves between them, Enter on the last (or Ctrl-S)
  /// submits them when each passes its validators. In plain lines, one field after the other.
  ///
  /// - Returns: each field's value by its id (``FormValues/text(_:)``).
  /// - Throws: ``AskError``; ``AskError/invalid(_:)`` when two fields share an id or a field's
  ///   rules admit no value.
  public static func form(
    _ title: String = "", fields: [Field], settings: AskSettings = AskSettings()
  ) async throws(AskError) -> FormValues {
    try await Questions.form(title) { () throws(FormError) in try Form(fields) }.ask(settings).get()
  }

  /// Asks for a form of elements of every kind (text fields, text areas, choices, yes/no
  /// questions, notes), each shown while its condition holds. In plain lines, one after the other.
  ///
  /// - Returns: the value of each element shown, typed by its kind, by its id.
  /// - Throws: ``AskError``; ``AskError/invalid(_:)`` when the elements cannot make a form
  ///   (``FormError``).
  public static func form(
    _ title: String = "", elements: [FormElement], settings: AskSettings = AskSettings()
  ) async throws(AskError) -> FormValues {
    try await Questions.form(title) { () throws(FormError) in try Form(elements) }.ask(settings).get()
  }

  /// Asks for a form of pages, one page at a time ("page 2 of 3"); leaving a page forward checks
  /// it. In plain lines, each page announced, then its elements one after the other.
  ///
  /// - Returns: the value of each element shown, typed by its kind, by its id.
  /// - Throws: ``AskError``; ``AskError/invalid(_:)`` when the pages cannot make a form
  ///   (``FormError``).
  public static func form(
    _ title: String = "", pages: [FormPage], settings: AskSettings = AskSettings()
  ) async throws(AskError) -> FormValues {
    try await Questions.form(title) { () throws(FormError) in try Form(pages: pages) }.ask(settings).get()
  }

  // MARK: A text of several lines

  /// Asks for a text of several lines: Enter breaks a line, Ctrl-D (or Alt-Enter) submits. In
  /// plain lines, lines until Ctrl-D on a line of its own.
  ///
  /// - Parameters:
  ///   - label: the label above the text.
  ///   - maxLength: the most characters in the whole text, a line break counting one.
  ///   - maxLines: the most lines.
  ///   - lineRules: the rules each line keeps.
  ///   - required: the text must hold a character that is not white space.
  public static func lines(
    _ label: String, maxLength: Int? = nil, maxLines: Int? = nil, lineRules: FieldRules = FieldRules(),
    required: Bool = false, settings: AskSettings = AskSettings()
  ) async throws(AskError) -> String {
    try await Questions.lines(
      label, maxLength: maxLength, maxLines: maxLines, lineRules: lineRules, required: required
    ).ask(settings).get()
  }
}

extension Ask {
  /// The same questions as ``Ask``'s, for code that is not `async`: each blocks the calling
  /// thread until the question has ended. From `async` code, await ``Ask``'s own instead (these
  /// are unavailable there: they would hold a thread of the cooperative pool while the user
  /// thinks). Top-level code that awaits anything is `async` code.
  ///
  /// ```swift
  /// func run() throws {
  ///   let name = try Ask.Blocking.text("Name", required: true)
  ///   print("Hello, \(name)")
  /// }
  /// ```
  public enum Blocking {
    // MARK: A line of text

    /// ``Ask`` asks this from `async` code; here it blocks the calling thread until the answer.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func text(
      _ question: String, rules: FieldRules = FieldRules(), required: Bool = false,
      default defaultValue: String? = nil, settings: AskSettings = AskSettings()
    ) throws(AskError) -> String {
      try Questions.text(question, rules: rules, required: required, defaultValue: defaultValue)
        .ask(settings).get()
    }

    /// Asks for the line of text a field's spec describes, blocking the calling thread.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func text(_ spec: FieldSpec, settings: AskSettings = AskSettings()) throws(AskError)
      -> String
    {
      try Questions.text(spec).ask(settings).get()
    }

    // MARK: A password

    /// ``Ask`` asks this from `async` code; here it blocks the calling thread until the answer.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func secret(
      _ question: String, rules: FieldRules = FieldRules(), required: Bool = true,
      settings: AskSettings = AskSettings()
    ) throws(AskError) -> String {
      try Questions.secret(question, rules: rules, required: required).ask(settings).get()
    }

    // MARK: One choice

    /// ``Ask`` asks this from `async` code; here it blocks the calling thread until the answer.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func choice(
      _ question: String, from items: [String], settings: AskSettings = AskSettings()
    ) throws(AskError) -> String {
      try Questions.choice(question, from: items, label: { $0 }).ask(settings).get()
    }

    /// ``Ask`` asks this from `async` code; here it blocks the calling thread until the answer.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func choice<Value: Equatable & Sendable>(
      _ question: String, from values: [Value], label: @Sendable (Value) -> String,
      settings: AskSettings = AskSettings()
    ) throws(AskError) -> Value {
      try Questions.choice(question, from: values, label: label).ask(settings).get()
    }

    /// ``Ask`` asks this from `async` code; here it blocks the calling thread until the answer.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func choice<Value: CaseIterable & Equatable & Sendable>(
      _ question: String, from type: Value.Type, settings: AskSettings = AskSettings()
    ) throws(AskError) -> Value {
      try Questions.choice(question, from: Array(type.allCases), label: { String(describing: $0) })
        .ask(settings).get()
    }

    // MARK: Several choices

    /// ``Ask`` asks this from `async` code; here it blocks the calling thread until the answer.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func choices(
      _ question: String, from items: [String], atLeast: Int = 0, atMost: Int? = nil,
      settings: AskSettings = AskSettings()
    ) throws(AskError) -> [String] {
      try Questions.choices(question, from: items, atLeast: atLeast, atMost: atMost).ask(settings).get()
    }

    // MARK: Yes or no

    /// ``Ask`` asks this from `async` code; here it blocks the calling thread until the answer.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func confirm(
      _ question: String, default defaultAnswer: Bool = false, settings: AskSettings = AskSettings()
    ) throws(AskError) -> Bool {
      try Questions.confirm(question, defaultAnswer: defaultAnswer).ask(settings).get()
    }

    // MARK: A form

    /// ``Ask`` asks this from `async` code; here it blocks the calling thread until the answer.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func form(
      _ title: String = "", fields: [Field], settings: AskSettings = AskSettings()
    ) throws(AskError) -> FormValues {
      try Questions.form(title) { () throws(FormError) in try Form(fields) }.ask(settings).get()
    }

    /// ``Ask`` asks this from `async` code; here it blocks the calling thread until the answer.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func form(
      _ title: String = "", elements: [FormElement], settings: AskSettings = AskSettings()
    ) throws(AskError) -> FormValues {
      try Questions.form(title) { () throws(FormError) in try Form(elements) }.ask(settings).get()
    }

    /// ``Ask`` asks this from `async` code; here it blocks the calling thread until the answer.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func form(
      _ title: String = "", pages: [FormPage], settings: AskSettings = AskSettings()
    ) throws(AskError) -> FormValues {
      try Questions.form(title) { () throws(FormError) in try Form(pages: pages) }.ask(settings).get()
    }

    // MARK: A text of several lines

    /// ``Ask`` asks this from `async` code; here it blocks the calling thread until the answer.
    @available(*, noasync, message: "from async code, await Ask's form of the question")
    public static func lines(
      _ label: String, maxLength: Int? = nil, maxLines: Int? = nil, lineRules: FieldRules = FieldRules(),
      required: Bool = false, settings: AskSettings = AskSettings()
    ) throws(AskError) -> String {
      try Questions.lines(
        label, maxLength: maxLength, maxLines: maxLines, lineRules: lineRules, required: required
      )
      .ask(settings).get()
    }
  }
}
