/// Every English sentence the engine says, in one place.
package enum Wording {
  /// The message for an outcome, or nil when there is nothing to tell the user. `keyNames` is how
  /// a front end names the keys of an edit ("Alt-Y"), for a reason about the key itself; the
  /// engine knows no keys, and without a name it calls the edit by its own name ("yank-pop").
  package static func message(for outcome: EditOutcome, keyNames: (Edit) -> String? = { _ in nil }) -> String?
  {
    let parts = outcome.reasons.map {
      describe($0, keyNames: keyNames, namingCharacters: outcome.namesCharacters)
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  /// One reason in words; `keyNames` as for `message(for:keyNames:)`. Without
  /// `namingCharacters` (a password's reasons) the characters of the text are never quoted: "a
  /// character is not allowed: only abcd".
  package static func describe(
    _ reason: Reason, keyNames: (Edit) -> String? = { _ in nil }, namingCharacters: Bool = true
  ) -> String {
    func quote(_ character: Character) -> String {
      namingCharacters ? Wording.quote(character) : "a character"
    }
    switch reason.operation {
    case .characterRefused(let characters, let rule):
      // Each character named once: Alt-3 x refuses "xxx", and the words say 'x'.
      var seen = Set<String>()
      let distinct = characters.filter { seen.insert(String($0)).inserted }
      let named = namingCharacters ? list(distinct) : distinct.count == 1 ? "a character" : "characters"
      return "\(named) \(distinct.count == 1 ? "is" : "are") not allowed: \(describe(rule))"
    case .limitReached(let limit):
      return "limit of \(amount(limit.maximum, limit.unit)) reached"
    case .partlyKept(
      let origin, let offered, let kept, let notAllowed, let rule, let stop, let overLimit, let limit):
      var causes: [String] = []
      if notAllowed > 0 {
        causes.append("\(notAllowed) not allowed" + (rule.map { " (\(describe($0)))" } ?? ""))
      }
      if let stop {
        causes.append("stopped at \(quote(stop)), not allowed" + (rule.map { " (\(describe($0)))" } ?? ""))
      }
      if overLimit > 0 {
        causes.append(
          "\(overLimit) over the limit" + (limit.map { " of \(amount($0.maximum, $0.unit))" } ?? ""))
      }
      let head = "\(verb(origin)) \(kept) of \(amount(offered, .characters))"
      return causes.isEmpty ? head : head + ": " + causes.joined(separator: ", ")
    case .joinRefused(let character, let rule):
      return "cannot delete: it would join \(quote(character)), which is not allowed: \(describe(rule))"
    case .shiftRefused(let format):
      return "cannot delete here: what follows would shift out of place in the \(format); delete from the end"
    case .cleaned(let report):
      return describe(report)
    case .misconfigured(let error):
      return "this field takes no text: \(describe(error.problem))"
    case .pastedDateRefused(let text, let why?):
      return "\(pasted(text)) is not a date in range: \(describe(why))"
    case .pastedDateRefused(let text, nil):
      return
        "\(pasted(text)) is not a date written as the field writes one, nor in ISO form (YYYY-MM-DD hh:mm:ss)"
    case .stepBeyondRange(let bound, let maximum): return "at the \(maximum ? "maximum" : "minimum") \(bound)"
    case .nothingToUndo: return "nothing to undo"
    case .nothingToRedo: return "nothing to redo"
    case .killRingEmpty: return "nothing to yank: the kill ring is empty"
    case .yankPopWithoutYank:
      return "\(keyNames(.yankPop) ?? "yank-pop") cycles the kill ring only right after a yank"
    case .nothingToTranspose: return "nothing to transpose"
    case .nothingToRevert: return "nothing to revert: the text is as it was"
    case .noHistory: return "this field has no history"
    case .passwordKeepsNoHistory: return "a password field keeps no history"
    case .historyEnd(let older):
      return older ? "no older entry in the history" : "no newer entry: this is the line being edited"
    case .entryNotRecalled(let entry, let count):
      return "history entry \(entry + 1) of \(count) not recalled"
    case .characterNotFound(let character, let forward):
      return "no \(quote(character)) \(forward ? "after" : "before") the cursor"
    case .overwriteMode(let on):
      return on ? "overwrite mode: typing replaces the text" : "insert mode"
    case .noWordToYank(let entry?):
      return "history entry \(entry + 1) has no such word"
    case .noWordToYank(nil):
      return "no history entry to take a word from"
    case .noEntryStarting(let prefix, let older):
      return "no \(older ? "older" : "newer") history entry starts with \(pasted(prefix))"
    case .notInHistory(let text):
      return text.isEmpty ? "nothing to search for" : "no history entry holds \(pasted(text))"
    case .lineLimitReached(let maximum):
      return "limit of \(maximum) \(maximum == 1 ? "line" : "lines") reached"
    }
  }

  /// The message row of an incremental history search, in readline's words:
  /// "(reverse-i-search)`git'", "(failed i-search)`x'".
  package static func describe(_ search: HistorySearch) -> String {
    guard search.isIncremental else {
      return (search.isBackward ? "(reverse-search)`" : "(search)`") + search.text + "' Enter searches"
    }
    return (search.isFailing ? "(failed " : "(") + (search.isBackward ? "reverse-i-search)`" : "i-search)`")
      + search.text + "'"
  }

  /// Why a text was left out of a history or a list of suggestions.
  package static func describe(_ refusal: EntryRefusal) -> String {
    switch refusal {
    case .notUTF8: "not UTF-8"
    case .controlCharacters: "holds control characters"
    case .empty: "empty"
    case .repeated: "the same as the entry before"
    }
  }

  /// A character rule in words: "only AEIOUaeiou", "no 0123456789", "digits only".
  package static func describe(_ rule: RuleSummary) -> String {
    switch rule {
    case .onlyCharacters(let spelling): "only \(spelling)"
    case .noCharacters(let spelling): "no \(spelling)"
    case .custom(let name): name
    case .format(let summary): "does not fit the \(summary)"
    case .date(_, .notADate(let flaw)): describe(flaw)
    case .date(_, .afterMaximum(let bound)): "every date it could start is after the maximum \(bound)"
    case .date(_, .beforeMinimum(let bound)): "every date it could start is before the minimum \(bound)"
    }
  }

  /// A format in a few words: "pattern [A-Z]{2}[0-9]{4}", "integer from 0 to 130",
  /// "mask (999) 000-0000".
  package static func describe(_ format: TextFormat) -> String {
    switch format.kind {
    case .pattern(let pattern): return pattern.source.isEmpty ? "empty pattern" : "pattern \(pattern.source)"
    case .mask(let mask): return "mask \(mask.template)"
    case .number(let number):
      var words = number.isDecimal ? "decimal" : "integer"
      if !number.rangeDescription.isEmpty { words += " " + number.rangeDescription }
      if number.isDecimal, let places = number.places {
        words += ", at most \(places) decimal place\(places == 1 ? "" : "s")"
      }
      return words
    case .date(let date):
      return describe(date)
    }
  }

  /// A date format in a few words: "date YYYY-MM-DD up to today", "time hh:mm", "date and time
  /// YYYY-MM-DD hh:mm from 2024-01-01 00:00".
  package static func describe(_ date: DateFormat) -> String {
    let parts = (try? DateLayout(date.layout))?.parts ?? []
    let kind =
      switch (parts.contains { $0.isDate }, parts.contains { !$0.isDate }) {
      case (true, true): "date and time"
      case (false, true): "time"
      default: "date"
      }
    let range = date.rangeDescription
    return "\(kind) \(date.layout)" + (range.isEmpty ? "" : " " + range)
  }

  /// The message for a value that can still become valid but is not yet: "not complete yet (…)".
  package static func incomplete(_ format: TextFormat) -> String { "not complete yet (\(describe(format)))" }

  /// The message for a value no continuation can make valid (left so by a deletion).
  package static func invalid(_ format: TextFormat) -> String {
    "cannot be completed (\(describe(format))); fix it before submitting"
  }

  /// The message for a whole date that is no date in range: "not a date (date YYYY-MM-DD): 2023
  /// has no 29 February (not a leap year)".
  package static func invalid(_ format: TextFormat, because refusal: DateRefusal) -> String {
    return "not a date in range (\(describe(format))): \(describe(refusal))"
  }

  /// Text given whole, quoted, its first 40 characters when it is longer.
  private static func pasted(_ text: String) -> String {
    "\"" + (text.count > 40 ? text.prefix(40) + "…" : text) + "\""
  }

  /// Why a whole date fails: "2023 has no 29 February (not a leap year)", "after the maximum …".
  static func describe(_ refusal: DateRefusal) -> String {
    switch refusal {
    case .notADate(let flaw): describe(flaw)
    case .afterMaximum(let bound): "after the maximum \(bound)"
    case .beforeMinimum(let bound): "before the minimum \(bound)"
    }
  }

  /// A configuration error in words.
  package static func describe(_ error: ConfigurationProblem) -> String {
    switch error {
    case .negativeLimit(let limit):
      "a maximum length must be 0 or more, got \(limit.maximum) (\(unitName(limit.unit, plural: true)))"
    case .emptyAllowedSet:
      "the allowed set is empty, so no character could ever be typed; give at least one character or no set"
    case .controlInSet(let character, let banned):
      "\(quote(character)) is a control character, which no field holds: leave it out of the "
        + (banned ? "banned" : "allowed") + " set"
    case .negativeMinLength(let minimum):
      "a minimum length must be 0 or more, got \(minimum)"
    case .unreachableMinLength(let minimum, let limit):
      "a minimum length of \(minimum) \(unitName(.characters, plural: minimum != 1)) can never be reached "
        + "under a maximum of \(limit.maximum) \(unitName(limit.unit, plural: limit.maximum != 1))"
    case .invalidPattern(let pattern, let position, let problem):
      "pattern \"\(pattern)\" at character \(position): \(describe(problem))"
    case .invalidMask(let template, let problem):
      "mask \"\(template)\": \(problem)"
    case .requiredUnderZeroLimit(let limit):
      "a value is required, but the maximum is \(amount(0, limit.unit))"
    case .requiredOnlyBlank:
      "a value is required, but the allowed set holds only white space, and a value of white space alone is blank"
    case .invalidNumber(let problem):
      "number field: \(describe(problem))"
    case .invalidDate(let layout, let problem):
      "date format \"\(layout)\": \(describe(problem))"
    case .severalFormats(let formats):
      "a field takes one format, got \(formats.map(formatName).joined(separator: " and "))"
    case .noCharacterAllowed(let allowed, let rules):
      "every character of the allowed set \(allowed) is refused (\(rules.map(describe).joined(separator: ", "))), "
        + "so no character could ever be typed"
    case .noValueFits(let format, let need?, let rule):
      "no value of the \(describe(format)) can be typed: it needs \(describe(need)), which is not allowed "
        + "(\(describe(rule)))"
    case .noValueFits(let format, nil, let rule):
      "no value of the \(describe(format)) can be typed with \(describe(rule))"
    case .valueTooLong(let format, let shortest, let length, let limit):
      "no value of the \(describe(format)) fits in \(amount(limit.maximum, limit.unit)): the shortest"
        + (shortest.map { ", \($0)," } ?? "") + " has \(length)"
    case .demandUnreachable(.required, let format, _, _):
      "a value is required, but every value of the \(format.map(describe) ?? "field") is empty"
    case .demandUnreachable(let demand, let format, let longest, let length):
      "\(describe(demand)) can never be reached: the longest value of the \(format.map(describe) ?? "field")"
        + (longest.map { ", \($0)," } ?? "") + " has \(length)"
    case .demandOverLimit(.required, let format, let shortest, let length, let limit):
      "a value is required, but no value" + (format.map { " of the \(describe($0))" } ?? "")
        + " fits in \(amount(limit.maximum, limit.unit)): the shortest" + (shortest.map { ", \($0)," } ?? "")
        + " has \(length)"
    case .unacceptableDefault(let value, let violations):
      "the default \"\(VisibleText.visible(value))\" breaks the field's rules: "
        + violations.map(\.message).joined(separator: "; ")
    case .demandOverLimit(let demand, let format, let shortest, let length, let limit):
      "\(describe(demand)) can never be reached in \(amount(limit.maximum, limit.unit)): the shortest value"
        + (format.map { " of the \(describe($0))" } ?? "") + " that long"
        + (shortest.map { ", \($0)," } ?? "")
        + " has \(length)"
    }
  }

  /// A validator's demand in words: "a required value", "a minimum length of 5 characters".
  static func describe(_ demand: ConfigurationProblem.Demand) -> String {
    switch demand {
    case .required: "a required value"
    case .minLength(let minimum): "a minimum length of \(amount(minimum, .characters))"
    }
  }

  /// A number format's problem in words.
  package static func describe(_ problem: NumberProblem) -> String {
    switch problem {
    case .notANumber(let bound, let text, let isDecimal):
      "the \(name(bound)) \"\(text)\" is not \(isDecimal ? "a decimal like -2.5" : "an integer like -12")"
    case .tooManyDigits(let bound, let text):
      "the \(name(bound)) \"\(text.count > 24 ? text.prefix(20) + "…" : text)\" has more than "
        + "\(NumberFormat.maximumDigits) digits"
    case .negativePlaces(let places): "decimal places must be 0 or more, got \(places)"
    case .placesOnInteger(let places): "an integer has no decimal places, got \(places); make it a decimal"
    case .reversed(let minimum, let maximum): "the minimum \(minimum) is above the maximum \(maximum)"
    case .noValueWithPlaces(let number):
      "no number \(number.rangeDescription) has at most \(number.places ?? 0) decimal place"
        + (number.places == 1 ? "" : "s")
    case .invalidGroupSeparator(let separator, let isDecimal):
      "the digit-group separator \"\(VisibleText.visible(separator))\" must be one character one column "
        + "wide, not a digit, a sign\(isDecimal ? " or the point" : ""), like , or _"
    }
  }

  /// A date format's problem in words.
  package static func describe(_ problem: DateProblem) -> String {
    switch problem {
    case .noPart:
      "it has no part to type in (\(partList))"
    case .unknownPart(let letters):
      "\"\(letters)\" is not a part: the parts are \(partList) (MM months, mm minutes, hh 00-23); "
        + "write \\\(letters.first!) for a letter as a separator"
    case .repeatedPart(let part): "\(part.symbol) is written twice"
    case .missingPart(let part, let needed) where part == .hour && needed == .day:
      "a time beside a date needs the whole date: give DD with it"
    case .missingPart(let part, let needed):
      "\(part.symbol) (the \(part.name)) needs \(needed.symbol) (the \(needed.name))"
    case .digitSeparator(let digit): "the digit '\(digit)' cannot be a separator: typed digits fill the parts"
    case .controlSeparator(let character):
      "its separator \(quote(character)) is a control character, which no field holds"
    case .trailingBackslash: "a '\\' at the end escapes nothing"
    case .notInLayout(let bound, let text):
      "the \(name(bound)) \"\(text)\" is not written as the format writes a value, nor today or now"
    case .notADate(let bound, let text, let flaw):
      "the \(name(bound)) \"\(text)\" is not a real date: \(describe(flaw))"
    case .todayWithoutDate(let bound):
      "the \(name(bound)) today needs a format with a date; use now for the time"
    case .reversed(let minimum, let maximum): "the minimum \(minimum) is after the maximum \(maximum)"
    }
  }

  /// Why parts that fit their digits are no real date or time: "2023 has no 29 February (not a
  /// leap year)".
  package static func describe(_ flaw: DateFlaw) -> String {
    switch flaw {
    case .outOfRange(.year, _): "there is no year 0000: years run from 0001"
    case .outOfRange(.day, let day): "there is no day \(DatePart.day.digits(of: day))"
    case .outOfRange(let part, let value):
      "there is no \(part.name) \(part.digits(of: value)) (\(part.digits(of: part.range.lowerBound))-"
        + "\(part.digits(of: part.range.upperBound)))"
    case .noSuchDay(29, 2, let year): "\(DatePart.year.digits(of: year)) has no 29 February (not a leap year)"
    case .noSuchDay(let day, let month, let year):
      "month \(DatePart.month.digits(of: month)) has \(ProlepticGregorian.days(inMonth: month, year: year)) "
        + "days, not \(day)"
    }
  }

  private static let partList = DatePart.allCases.map(\.symbol).joined(separator: " ")

  private static func name(_ bound: NumberFormat.Bound) -> String {
    bound == .minimum ? "minimum" : "maximum"
  }

  private static func formatName(_ setting: RuleName) -> String {
    switch setting {
    case .mask: "mask"
    case .integer: "integer"
    case .decimal: "decimal"
    case .date: "date"
    default: "pattern"
    }
  }

  private static func describe(_ need: ConfigurationProblem.Need) -> String {
    switch need {
    case .character(let character): quote(character)
    case .digit: "a digit"
    }
  }

  /// A pattern problem in words.
  package static func describe(_ problem: PatternProblem) -> String {
    switch problem {
    case .unsupported(let construct): "\(construct) is not supported"
    case .unclosedGroup: "this '(' is never closed"
    case .unopenedGroup: "this ')' closes no group"
    case .unclosedClass: "this '[' is never closed"
    case .nothingToRepeat(let quantifier): "'\(quantifier)' has nothing before it to repeat"
    case .badRepeat: "a repeat is written {m}, {m,} or {m,n} with m <= n"
    case .badRange: "a range needs single characters in order, like A-Z"
    case .trailingBackslash: "a '\\' at the end escapes nothing"
    case .tooLarge(let states):
      "the pattern is too large to check while typing (limit: \(states) states); use smaller repeats"
    }
  }

  /// A form error in words.
  package static func describe(_ error: FormError) -> String {
    switch error {
    case .noFields: "a form needs at least one field"
    case .duplicateID(let id): "two fields have the id \"\(id)\""
    case .misconfigured(let id, let error): "field \"\(id)\": \(describe(error.problem))"
    case .emptyPage(let index): "page \(index + 1) has no fields"
    case .invalidElement(let index, let id, let problem):
      "field \(id.isEmpty ? "number \(index + 1)" : "\"\(shown(id))\" (number \(index + 1))"): \(describe(problem))"
    case .invalidPage(let index, let problem): "page \(index + 1): \(describe(problem))"
    }
  }

  /// What is wrong with a form's element or page, in words.
  package static func describe(_ problem: FormError.Problem) -> String {
    switch problem {
    case .noOptions: "a choice needs options (\"options\") or a command for them (\"optionsCmd\")"
    case .duplicateOption(let value): "two options have the value \"\(shown(value))\""
    case .impossibleLimits(let atLeast, let atMost, let options):
      if let atMost, atLeast > atMost {
        "at least \(atLeast) is more than at most \(atMost)"
      } else {
        "at least \(atLeast) is more than the \(count(options, "option"))"
      }
    case .defaultNotAnOption(let value): "the value \"\(shown(value))\" is not one of the options"
    case .conditionOnUnknown(let id): "the condition names \"\(shown(id))\", which the form does not have"
    case .conditionOnLater(let id):
      "the condition names \"\(shown(id))\", which does not come before it"
    case .conditionOnItself: "the condition names the field it is on"
    case .conditionOnNote(let id): "the condition names \"\(shown(id))\", a note, which has no value"
    case .impossibleValue(let id, let value):
      "the condition asks for \"\(shown(value))\", a value \"\(shown(id))\" can never have"
    case .sameAsUnknown(let id): "\"sameAs\" names \"\(shown(id))\", which is no other text field of the form"
    case .optionsOnNonChoice: "only a select or a multiselect has options"
    }
  }

  /// Text from a form file or a program as a message quotes it: on one line, controls written out.
  private static func shown(_ text: String) -> String { VisibleText.visible(text, breaks: .spaces) }

  /// A field that must equal another ("sameAs") and does not.
  package static func mustMatch(_ name: String) -> String { "must match \(name)" }

  /// A multiple choice with fewer chosen than it needs.
  package static func chooseAtLeast(_ count: Int) -> String { "choose at least \(count)" }

  /// A single choice submitted with nothing chosen.
  package static func chooseOne(options: Int) -> String {
    options == 0 ? "no options to choose from" : "choose one"
  }

  /// What cleaning did, in words: "removed 2 escape sequences; 1 line break became a space",
  /// "removed the line break at the end".
  package static func describe(_ report: CleaningReport) -> String {
    var removed: [String] = []
    if report.escapeSequences > 0 { removed.append(count(report.escapeSequences, "escape sequence")) }
    if report.controls > 0 { removed.append(count(report.controls, "control character")) }
    switch report.trailingLineBreaks {
    case 0: break
    case 1: removed.append("the line break at the end")
    case let breaks: removed.append("\(breaks) line breaks at the end")
    }
    var parts: [String] = []
    if !removed.isEmpty { parts.append("removed " + removed.joined(separator: " and ")) }
    let spaced = report.lineBreaks + report.tabs
    if spaced > 0 {
      var what: [String] = []
      if report.lineBreaks > 0 { what.append(count(report.lineBreaks, "line break")) }
      if report.tabs > 0 { what.append(count(report.tabs, "tab")) }
      parts.append(what.joined(separator: " and ") + (spaced == 1 ? " became a space" : " became spaces"))
    }
    return parts.joined(separator: "; ")
  }

  /// The rules of a field in a few words, for a hint beside it: "max 5 · only AEIOUaeiou".
  package static func summary(of rules: FieldRules) -> String {
    var parts: [String] = []
    for limit in rules.limits {
      parts.append(
        limit.unit == .characters ? "max \(limit.maximum)" : "max \(amount(limit.maximum, limit.unit))")
    }
    parts += rules.characterRules.map { describe($0.summary) }
    if let format = rules.format { parts.append(describe(format)) }
    return parts.joined(separator: " · ")
  }

  /// The validators of a field that a hint can say in a few words: "min 6" for a minimum length
  /// (the others, required and your own, are said when a value breaks them).
  package static func summary(of validators: [Validator]) -> String {
    validators.compactMap { validator in
      if case .minLength(let minimum) = validator.kind { "min \(minimum)" } else { nil }
    }
    .joined(separator: " · ")
  }

  /// The message of the `required` validator.
  package static let requiredMissing = "a value is required"

  /// A value read in ISO 8601 (a date field's `submitsISO`) that is not written so: "not in ISO
  /// 8601 form (YYYY-MM-DD)".
  package static func notISO(layout: String) -> String { "not in ISO 8601 form (\(layout))" }

  /// The message of the `minLength` validator.
  package static func tooShort(minimum: Int, actual: Int) -> String {
    "at least \(amount(minimum, .characters)) needed, got \(actual)"
  }

  /// The message for a value that breaks a limit, as `tfield check` reports it.
  package static func overLimit(_ limit: LengthLimit, actual: Int) -> String {
    "longer than the limit of \(amount(limit.maximum, limit.unit)): \(actual)"
  }

  /// The message for a value holding control characters, which no field ever holds.
  package static func containsControls(_ report: CleaningReport) -> String {
    "contains control characters (" + describe(report) + " when typed or pasted)"
  }

  /// "5 characters", "1 UTF-8 byte", "10 columns".
  package static func amount(_ number: Int, _ unit: LengthUnit) -> String {
    "\(number) \(unitName(unit, plural: number != 1))"
  }

  /// The name of a unit: "character(s)", "scalar(s)", "UTF-8 byte(s)", "UTF-16 code unit(s)", "column(s)".
  package static func unitName(_ unit: LengthUnit, plural: Bool) -> String {
    let name =
      switch unit {
      case .characters: "character"
      case .scalars: "Unicode scalar"
      case .utf8Bytes: "UTF-8 byte"
      case .utf16CodeUnits: "UTF-16 code unit"
      case .columns: "column"
      }
    return plural ? name + "s" : name
  }

  /// A check's command refused the value without a word on its standard error.
  package static func checkRefused(status: Int) -> String { "refused by the check (exit status \(status))" }
  /// A signal ended a check's command.
  package static func checkSignalled(_ signal: Int) -> String { "the check was ended by signal \(signal)" }
  /// A check took longer than its time: the value is not accepted unchecked.
  package static func checkTimedOut(_ timeout: Duration) -> String {
    "the check took longer than \(seconds(timeout)) and was stopped; the value was not accepted"
  }
  /// A check could not run.
  package static func checkFailedToRun(_ reason: String) -> String { "the check could not run: \(reason)" }
  /// Shown while a check runs before submitting.
  package static let checking = "checking…"
  /// Shown when Escape cancelled a check: the value stays, not submitted.
  package static let checkCancelled = "check cancelled; Enter checks again"
  /// The hint of an empty field with a default: "Enter for guest".
  package static func enterForDefault(_ value: String) -> String { "Enter for " + VisibleText.visible(value) }

  /// A duration in words: "5 s", "1.5 s", "300 ms".
  package static func seconds(_ duration: Duration) -> String {
    let milliseconds =
      duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    if milliseconds < 1000 { return "\(milliseconds) ms" }
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
    let tenths = milliseconds / 100
    return "\(tenths / 10).\(tenths % 10) s"
  }

  /// A character quoted for a message, a C0 control as its escape and other invisible ones named
  /// by code point: 'b', 'é', '\e', '\x01', U+200B.
  package static func quote(_ character: Character) -> String {
    let visible = character.unicodeScalars.contains { TerminalWidth.columns(of: $0) > 0 }
    if visible { return "'" + VisibleText.visible(String(character)) + "'" }
    if character.unicodeScalars.allSatisfy({ $0.value < 0x20 }) {
      return "'" + VisibleText.visible(String(character)) + "'"
    }
    return character.unicodeScalars.map { "U+" + VisibleText.hex($0.value, digits: 4) }.joined(separator: " ")
  }

  private static func list(_ characters: [Character]) -> String {
    let shown = characters.prefix(3).map(quote).joined(separator: ", ")
    return characters.count > 3 ? shown + " and \(characters.count - 3) more" : shown
  }

  private static func verb(_ origin: EditOrigin) -> String {
    switch origin {
    case .typing: "typed"
    case .paste: "pasted"
    case .yank: "yanked"
    case .code: "set"
    case .recall: "recalled"
    case .deletion, .undo, .rewrite: "kept"
    }
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
