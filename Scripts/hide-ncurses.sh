# Sourced by Scripts/build-without-ncurses.sh and Scripts/apple-ncurses.sh, inside a mount
# namespace of their own (`unshare -m`): hides the system's ncurses development files, so that
# nothing built afterwards can include or link them, and checks that they are hidden. Every file
# of the ncurses development package (headers, the libraries the linker reads, the pkg-config
# files) gets /dev/null bound over it and its include directories an empty tmpfs; the runtime
# libraries (libncursesw.so.6, libtinfo.so.6), which the toolchain's own programs may load, stay.
# The installed system is not touched.
#
#   hide_ncurses NAME   # NAME: the calling script's, for its messages

hide_ncurses() {
  local name=$1 path
  local files=() dirs=()
  # Debian's libncurses-dev; the files named below where dpkg is missing.
  if command -v dpkg >/dev/null && dpkg -s libncurses-dev >/dev/null 2>&1; then
    while IFS= read -r path; do
      case "$path" in /usr/share/* | /usr/bin/*) continue ;; esac
      if [ -d "$path" ] && [ ! -L "$path" ]; then
        case "$path" in */ncurses*) dirs+=("$path") ;; esac
      elif [ -f "$path" ] && [ ! -L "$path" ]; then
        # A bind mount follows a symbolic link: links are hidden through the files they name
        # (ncurses.h through curses.h), and the few that name a runtime library (libtinfo.so)
        # stay, or the toolchain itself could not start.
        files+=("$path")
      fi
    done < <(dpkg -L libncurses-dev)
  else
    shopt -s nullglob
    for path in /usr/include/{curses,ncurses,ncurses_dll,term,termcap,unctrl,term_entry}.h \
      /usr/lib/*/lib{ncurses,ncursesw}.{so,a} /usr/lib/*/pkgconfig/{ncurses,ncursesw,tinfo}.pc; do
      [ -f "$path" ] && [ ! -L "$path" ] && files+=("$path")
    done
    shopt -u nullglob
    for path in /usr/include/ncurses /usr/include/ncursesw; do [ -d "$path" ] && dirs+=("$path"); done
  fi
  [ ${#files[@]} -gt 0 ] || {
    echo "$name: no ncurses development files found to hide" >&2
    return 1
  }
  for path in "${dirs[@]}"; do mount -t tmpfs -o ro,size=4k tmpfs "$path"; done
  for path in "${files[@]}"; do [ -e "$path" ] && mount --bind /dev/null "$path"; done

  # The hiding works: a C program that includes and links ncurses no longer builds here.
  local probe status=0
  probe=$(mktemp -d)
  printf '#include <ncurses.h>\nint main(void) { initscr(); return 0; }\n' >"$probe/probe.c"
  if cc "$probe/probe.c" -o "$probe/probe" -lncursesw >/dev/null 2>&1; then
    echo "$name: ncurses is still reachable: its files were not hidden" >&2
    status=1
  fi
  rm -rf "$probe"
  [ $status = 0 ] && echo "ncurses hidden: ${#files[@]} files, ${#dirs[@]} directories"
  return $status
}
