#!/bin/sh
# The native express lane's tests (tests/test_native_express.py) against a build of _express.c with
# AddressSanitizer and UndefinedBehaviorSanitizer: any out-of-bounds read or write, use after free or
# undefined behaviour in the C stops the run with a report. Not part of the default test command.
#
# Usage: tools/check_native_sanitized.sh [PYTEST ARGS]   (from any folder; uses the python on the PATH)
# Needs: gcc with its sanitizer runtimes (Debian: gcc's libasan and libubsan), the Python headers, and the
# test dependencies (pip install ".[test]").
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${PYTHON:-python}
ASAN=$(gcc -print-file-name=libasan.so)
UBSAN=$(gcc -print-file-name=libubsan.so)
cd "$ROOT"
# the tests build the C file with setuptools, which adds CFLAGS and LDFLAGS to the compiler's own
CFLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -g -O1" \
LDFLAGS="-fsanitize=address,undefined" \
LD_PRELOAD="$ASAN:$UBSAN" \
ASAN_OPTIONS=detect_leaks=0 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$PYTHON" -m pytest -q -p no:cacheprovider tests/test_native_express.py "$@"
