#!/usr/bin/env bash
# The Debian packages as a user meets them (the CTest test package.deb): builds them from the
# build folder BUILD_DIR with CPack, unpacks each into a scratch root (dpkg-deb -x, as dpkg -i
# would, without installing), and checks that nqueens runs and counts, that each man page
# formats (man -l), that the bash completion completes `nqueens co<TAB>` and `--format j<TAB>`,
# that the zsh and fish scripts parse (where those shells are), and what nqueens-mpi depends on.
#   tests/package/deb.sh BUILD_DIR
set -euo pipefail
build=$(realpath "$1")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "tests/package/deb.sh: $*" >&2; exit 1; }

(cd "$scratch" && cpack --config "$build/CPackConfig.cmake" -B "$scratch/packages" >"$scratch/cpack.log" 2>&1) ||
  fail "cpack failed: $(cat "$scratch/cpack.log")"
deb=$(ls "$scratch"/packages/nqueens_*_amd64.deb)
root=$scratch/root
dpkg-deb -x "$deb" "$root"
echo "$(basename "$deb"): $(dpkg-deb -f "$deb" Depends)"

[ "$("$root/usr/bin/nqueens" count 8 | sed -n 2p)" = "solutions: 92" ] || fail "nqueens count 8 does not count 92"
for page in "$root"/usr/share/man/man1/*.1.gz; do
  text=$(MANWIDTH=80 man -l "$page" 2>&1) || fail "man -l $page failed: $text"
  grep -q '^SYNOPSIS' <<<"$text" || fail "$page has no SYNOPSIS"
done
MANWIDTH=80 man -l "$root/usr/share/man/man1/nqueens-count.1.gz" | grep -q -- '--journal FILE' ||
  fail "nqueens-count(1) does not describe --journal FILE"
echo "$(ls "$root"/usr/share/man/man1 | wc -l) man pages format"

# bash: `complete -p` names the function; it completes commands, options and format names.
completions=$root/usr/share/bash-completion/completions/nqueens
reply=$(bash -c 'source "$1"; complete -p nqueens; COMP_WORDS=(nqueens co); COMP_CWORD=1; _nqueens; echo "${COMPREPLY[*]}"
                 COMP_WORDS=(nqueens solve --format j); COMP_CWORD=3; _nqueens; echo "${COMPREPLY[*]}"' _ "$completions")
[ "$reply" = $'complete -F _nqueens nqueens\ncount complete\njson jsonl' ] || fail "bash completes otherwise: $reply"
echo "bash completes 'nqueens co' to: $(sed -n 2p <<<"$reply")"
if command -v zsh >/dev/null; then zsh -n "$root/usr/share/zsh/vendor-completions/_nqueens" || fail "_nqueens is no zsh"; fi
if command -v fish >/dev/null; then
  fish -n "$root/usr/share/fish/vendor_completions.d/nqueens.fish" || fail "nqueens.fish is no fish"
  fish -c "source '$root/usr/share/fish/vendor_completions.d/nqueens.fish'; complete -C 'nqueens co'" | grep -q '^count' ||
    fail "fish does not complete 'nqueens co'"
fi

# nqueens-mpi, where the build has it: its own package, which depends on Open MPI.
if mpi=$(ls "$scratch"/packages/nqueens-mpi_*_amd64.deb 2>/dev/null); then
  depends=$(dpkg-deb -f "$mpi" Depends)
  grep -q 'libopenmpi' <<<"$depends" && grep -q 'openmpi-bin' <<<"$depends" ||
    fail "nqueens-mpi does not depend on Open MPI: $depends"
  dpkg-deb -x "$mpi" "$root"
  [ -f "$root/usr/share/man/man1/nqueens-mpi.1.gz" ] || fail "nqueens-mpi has no man page"
  echo "$(basename "$mpi"): $depends"
fi
