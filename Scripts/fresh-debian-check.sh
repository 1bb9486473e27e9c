#!/usr/bin/env bash
# Tries README's set-up as a new user on a fresh Debian 12 would, to prove the set-up block and its
# two commands are enough: debootstraps a minimal bookworm into a folder (once; later runs reuse
# it), binds the Swift toolchain's folder into it read-only (Swift is no Debian package), clones
# this checkout's last commit into a new user's home, and as that user (with sudo, as a fresh
# install gives the first user) runs README's set-up block, then its two commands: the demo,
# started in tmux and checked to draw its form, and `swift test`. The blocks are read out of
# README.md, so they cannot drift from what this runs. Slow (debootstrap, a whole build, the
# tests), so not run by .ci/run; run it by hand, as root, after committing:
#
#   Scripts/fresh-debian-check.sh [FOLDER]          # FOLDER: /var/tmp/tf-fresh-debian
set -euo pipefail
cd "$(dirname "$0")/.."
root=${1:-/var/tmp/tf-fresh-debian}
toolchain=${TF_TOOLCHAIN_DIR:-/opt/swift}
[ "$(id -u)" = 0 ] || {
  echo "fresh-debian-check: run it as root (debootstrap, chroot, mounts)" >&2
  exit 1
}
[ -x "$toolchain/usr/bin/swift" ] || {
  echo "fresh-debian-check: no Swift toolchain in $toolchain (TF_TOOLCHAIN_DIR)" >&2
  exit 1
}

# README's sh blocks under the set-up heading: the first is the set-up, the second the commands.
blocks=$(awk '
  /^## Set up, run the demo, run the tests/ { inside = 1; next }
  inside && /^## / { exit }
  inside && /^```sh$/ { code = 1; next }
  inside && code && /^```$/ { code = 0; print "--"; next }
  inside && code { print }' README.md)
setup=$(printf '%s\n' "$blocks" | awk '/^--$/ { n++; next } n == 0')
commands=$(printf '%s\n' "$blocks" | awk '/^--$/ { n++; next } n == 1')
[ "$(printf '%s\n' "$commands" | head -1)" = "swift run fields-demo" ] &&
  [ "$(printf '%s\n' "$commands" | tail -1)" = "swift test" ] || {
  echo "fresh-debian-check: README's second block is not the demo and the tests: $commands" >&2
  exit 1
}

if [ ! -x "$root/usr/bin/apt-get" ]; then
  command -v debootstrap >/dev/null || apt-get install -y --no-install-recommends debootstrap
  debootstrap --variant=minbase --include=sudo,ca-certificates bookworm "$root" http://deb.debian.org/debian
fi

# Everything below in a mount namespace of its own: the mounts go when it ends.
if [ "${TF_FRESH_NAMESPACE:-}" != 1 ]; then
  exec unshare -m --propagation private env TF_FRESH_NAMESPACE=1 "$0" "$root"
fi
mount --rbind /dev "$root/dev"
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount -t tmpfs tmpfs "$root/tmp"
mkdir -p "$root/opt/swift"
mount --bind "$toolchain" "$root/opt/swift"
mount -o remount,bind,ro "$root/opt/swift"
cp /etc/resolv.conf "$root/etc/resolv.conf"

# A new user with sudo, and a fresh clone of the last commit in its home.
chroot "$root" sh -c 'id user >/dev/null 2>&1 || useradd -m -s /bin/bash user;
  echo "user ALL=(ALL) NOPASSWD: ALL" > /etc/sudoers.d/user; chmod 0440 /etc/sudoers.d/user'
rm -rf "$root/home/user/TerminalFields"
git clone -q "$PWD" "$root/home/user/TerminalFields"
chroot "$root" chown -R user:user /home/user/TerminalFields
as_user() {
  chroot --userspec=user:user "$root" env -i HOME=/home/user USER=user LANG=C.UTF-8 TERM=xterm-256color \
    PATH=/opt/swift/usr/bin:/usr/local/bin:/usr/bin:/bin bash -euo pipefail -c "cd ~/TerminalFields; $1"
}

echo "fresh-debian-check: README's set-up block:"
printf '%s\n' "$setup"
as_user "$setup"

echo "fresh-debian-check: swift run fields-demo, in tmux (the first run builds it)"
as_user 'tmux -L fresh new-session -d -x 80 -y 24 "swift run fields-demo; sleep 600"'
drawn=
for _ in $(seq 1 720); do
  if as_user 'tmux -L fresh capture-pane -p' | grep -q 'TerminalFields demo: Tab moves between fields'; then
    drawn=yes
    break
  fi
  sleep 5
done
as_user 'tmux -L fresh capture-pane -p' | tail -30
as_user 'tmux -L fresh kill-server' || true
[ -n "$drawn" ] || {
  echo "fresh-debian-check: the demo did not draw its form within an hour" >&2
  exit 1
}

echo "fresh-debian-check: swift test"
as_user 'swift test'
echo "fresh-debian-check: README's set-up and both commands worked on a fresh Debian 12"
