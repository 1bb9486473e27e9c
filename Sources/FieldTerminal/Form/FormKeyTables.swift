import FieldKeys

/// A form's key tables, each with the program's key changes (`KeyCustomization`) made: the
/// form's, a date field's (F3 shows its calendar), a shown calendar's, and each kind of element's.
struct FormKeyTables: Sendable {
  /// The form's table before the changes.
  let base: KeyBindings<FormCommand>
  let form: KeyBindings<FormCommand>
  let date: KeyBindings<FormCommand>
  let calendar: KeyBindings<FormCommand>
  let select: KeyBindings<FormCommand>
  let multiselect: KeyBindings<FormCommand>
  let confirm: KeyBindings<FormCommand>
  let note: KeyBindings<FormCommand>
  let area: KeyBindings<FormCommand>

  init(_ base: KeyBindings<FormCommand>, _ keys: KeyCustomization) {
    self.base = base
    form = keys.apply(to: base)
    // F3 goes in where the table binds F3 (its list), or last: the help line keeps its order.
    var rows = form.bindings
    let toggle = KeyBindings.calendarToggleRow
    rows.insert(toggle, at: rows.firstIndex { $0.keys.contains(where: toggle.keys.contains) } ?? rows.count)
    date = KeyBindings(rows, arguments: form.argumentBindings, macros: form.macros)
    calendar = date.withCalendar()
    select = keys.apply(to: .formSelect)
    multiselect = keys.apply(to: .formMultiselect)
    confirm = keys.apply(to: .formConfirm)
    note = keys.apply(to: .formNote)
    area = keys.apply(to: .formArea)
  }
}
