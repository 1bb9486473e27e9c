// InvariantChecksOn has no interface: linking it is what it does (InvariantChecksOn.c).
// This header declares the FieldEngine entry point it calls, a `@_cdecl` function in
// Sources/FieldEngine/Editing/Field+InvariantChecks.swift.
#pragma once

void terminalfields_check_invariants_after_every_edit(void);
