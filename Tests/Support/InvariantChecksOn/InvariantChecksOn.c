// Linked into a process, this turns FieldEngine's invariant checks on before `main`: every edit of
// every field then checks the field's invariants and stops the process, naming what is wrong, when
// one is broken (`Field.checksInvariantsAfterEveryEdit`). The test targets and the fuzz targets
// link it, so a plain `swift test` checks every edit of every test; programs that use the package
// cannot link it (it is no product) and pay nothing.

#include "InvariantChecksOn.h"

__attribute__((constructor)) static void checkInvariantsInThisProcess(void) {
  terminalfields_check_invariants_after_every_edit();
}
