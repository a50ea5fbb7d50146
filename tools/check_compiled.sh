#!/bin/sh
# Build the compiled core (mypyc) into a fresh virtual environment and run the Diplomacy engine's
# tests against it: DATC, the JSON contract, the differential tests, the parser, the properties,
# the quick paths and the hostile inputs (docs/building.md, docs/headless-api.md "The compiled core").
#
# Usage: tools/check_compiled.sh [VENV_DIR] [-- PYTEST ARGS]
#   VENV_DIR: where to make the environment (default: a temporary folder, removed afterwards).
# Needs: Python 3.11+ with venv and pip, a C compiler (gcc or clang) and the Python headers
# (Debian: apt-get install build-essential python3-dev), and the network for pip (or a wheel cache).
# Takes a few minutes (the compile is about one to two minutes on one core). Not part of the default
# test command.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${PYTHON:-python3}
if [ $# -gt 0 ] && [ "$1" != "--" ]; then VENV=$1; KEEP=1; shift; else VENV=$(mktemp -d); KEEP=0; fi
[ $# -gt 0 ] && [ "$1" = "--" ] && shift
cleanup() { [ "$KEEP" = 1 ] || rm -rf "$VENV"; }
trap cleanup EXIT
"$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install -q --upgrade pip
# the compiled wheel (non-editable: the extensions are installed, the sources beside them only as data)
REFEREE_APP_COMPILE=1 "$VENV/bin/python" -m pip install -q "$ROOT[test]"
# run from a folder outside the source tree, so that `import referee_app` finds the installed package
WORK=$(mktemp -d)
for part in tests tools rulesets docs pyproject.toml; do cp -r "$ROOT/$part" "$WORK/$part"; done
cd "$WORK"
export REFEREE_APP_EXPECT_COMPILED=1
"$VENV/bin/python" - <<'PY'
from referee_app.games.diplomacy import compiled
print("referee_app from:", compiled.__file__.rsplit("/referee_app/", 1)[0])
print(compiled.describe())
assert compiled.COMPILED, "the compiled core is not in use"
PY
status=0
"$VENV/bin/python" -m pytest -q -p no:cacheprovider \
    tests/test_datc.py tests/test_headless.py tests/test_differential.py tests/test_parser.py tests/test_properties.py \
    tests/test_speed.py tests/test_express.py tests/test_native_express.py tests/test_hostile_input.py tests/test_messages.py tests/test_compiled.py "$@" || status=$?
"$VENV/bin/python" tests/datc_runner.py | tail -n 3 || status=$?
cd /; rm -rf "$WORK"
exit $status
