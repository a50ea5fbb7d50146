#!/usr/bin/env bash
# Build the Linux bundle and package from a checkout, and smoke-test both:
#
#     bash packaging/build-linux.sh
#
# makes  dist/referee-app-<version>-linux-x86_64.tar.xz   (one folder: referee, referee-cli, _internal/)
#        dist/referee-app_<version>_amd64.deb             (the folder in /opt/referee-app, both programs on PATH,
#                                                          desktop entry, MIME types of the game files, icons)
# and exits non-zero when either is missing or its smoke test (packaging/smoke_test.py) fails. The .deb is
# installed with dpkg, run from PATH and removed when the script runs as root or may use sudo without a
# password (else its files are unpacked and tested in place). Build environment: build/linux/venv, made with $PYTHON (default python3) on the first
# run: the package installed from this checkout (not editable: the native lane is compiled into it) with the
# "packaging" extra (PyInstaller, nfpm). Timings go to dist/build-linux-times.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PYTHON=${PYTHON:-python3}
BUILD=$ROOT/build/linux
T0=$(date +%s)

VERSION=$("$PYTHON" -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
NAME=referee-app-$VERSION
TARBALL=dist/$NAME-linux-x86_64.tar.xz
DEB=dist/referee-app_${VERSION}_amd64.deb
mkdir -p dist "$BUILD"
rm -f "$TARBALL" "$DEB"

echo "== build environment ($BUILD/venv)"
[ -x "$BUILD/venv/bin/python" ] || "$PYTHON" -m venv "$BUILD/venv"
VPY=$BUILD/venv/bin/python
"$VPY" -m pip install --quiet --upgrade pip
# setuptools' own output of an earlier build goes: a module moved since (a native lane built at its old place)
# would come along into the wheel
rm -rf build/lib.* build/bdist.* build/temp.*
"$VPY" -m pip install --quiet --force-reinstall --no-deps .
"$VPY" -m pip install --quiet ".[packaging]"
ENGINE=$(cd / && "$BUILD/venv/bin/referee-cli" --version)
echo "$ENGINE"
case "$ENGINE" in *"native express lane"*) ;; *) echo "the native lane was not built: no C compiler?" >&2; exit 1 ;; esac
T1=$(date +%s)

echo "== PyInstaller (packaging/referee.spec)"
rm -rf "$BUILD/dist" "$BUILD/work"
# run outside the checkout, so that the installed package is analysed, never the source tree's referee_app/
(cd "$BUILD" && "$BUILD/venv/bin/pyinstaller" --noconfirm --log-level WARN --distpath "$BUILD/dist" \
    --workpath "$BUILD/work" "$ROOT/packaging/referee.spec")
BUNDLE=$BUILD/dist/$NAME
[ -x "$BUNDLE/referee" ] && [ -x "$BUNDLE/referee-cli" ] || { echo "no executables in $BUNDLE" >&2; exit 1; }
T2=$(date +%s)

echo "== $TARBALL"
XZ_OPT=${XZ_OPT:--6 -T0} tar -C "$BUILD/dist" -cJf "$TARBALL" "$NAME"
T2B=$(date +%s)
echo "== $DEB"
rm -rf "$BUILD/stage" && mkdir -p "$BUILD/stage" && cp -a "$BUNDLE" "$BUILD/stage/referee-app"
REFEREE_APP_VERSION=$VERSION "$BUILD/venv/bin/nfpm" package --config packaging/linux/nfpm.yaml --packager deb \
    --target "$DEB"
rm -rf "$BUILD/stage"
T3=$(date +%s)
for f in "$TARBALL" "$DEB"; do [ -s "$f" ] || { echo "missing: $f" >&2; exit 1; }; done

echo "== smoke test: the tar.xz, unpacked in a fresh folder"
SMOKE=$(mktemp -d)
trap 'rm -rf "$SMOKE"' EXIT
tar -C "$SMOKE" -xJf "$TARBALL"
"$PYTHON" packaging/smoke_test.py "$SMOKE/$NAME"

echo "== smoke test: the .deb"
SUDO=
[ "$(id -u)" = 0 ] || { sudo -n true 2>/dev/null && SUDO=sudo; } || SUDO=no
if [ "$SUDO" != no ] && command -v dpkg >/dev/null; then
    # its dependencies are the X11 libraries Qt needs; a system without them is told so by dpkg
    $SUDO dpkg -i "$DEB"
    "$PYTHON" packaging/smoke_test.py --installed
    $SUDO dpkg -r referee-app
    for f in /usr/bin/referee /usr/bin/referee-cli /opt/referee-app /usr/share/applications/referee-app.desktop \
             /usr/share/mime/packages/referee-app.xml; do
        [ ! -e "$f" ] || { echo "left behind by dpkg -r: $f" >&2; exit 1; }
    done
    echo "removed cleanly"
else
    dpkg-deb -x "$DEB" "$SMOKE/deb"
    "$PYTHON" packaging/smoke_test.py "$SMOKE/deb/opt/referee-app"
fi
T4=$(date +%s)

{
    echo "version $VERSION, built $(date -u +%Y-%m-%dT%H:%MZ) on $(nproc) cores (load $(cut -d' ' -f1-3 /proc/loadavg))"
    echo "build environment: $((T1 - T0)) s; PyInstaller: $((T2 - T1)) s; tar.xz: $((T2B - T2)) s; .deb (nfpm, xz): $((T3 - T2B)) s; smoke tests: $((T4 - T3)) s"
    echo "bundle folder: $(du -sm "$BUNDLE" | cut -f1) MiB; tar.xz: $(du -m "$TARBALL" | cut -f1) MiB; .deb: $(du -m "$DEB" | cut -f1) MiB, installed: $(( $(dpkg-deb -f "$DEB" Installed-Size) / 1024 )) MiB"
} | tee dist/build-linux-times.txt
ls -l "$TARBALL" "$DEB"
