#!/bin/sh
# The official Cooklang parser for the differential test, a test tool only:
# makes the virtual environment .build/cooklang-venv (once) with PyPI's
# cooklang-bindings (cooklang-rs through UniFFI) and prints its python.
# Fails (non-zero, the reason on stderr) without python3's venv or PyPI.
set -eu
root=$(cd "$(dirname "$0")/../../../.." && pwd)
venv="$root/.build/cooklang-venv"
python="$venv/bin/python"
if [ -x "$python" ] && "$python" -c 'import cooklang' 2>/dev/null; then
  echo "$python"
  exit 0
fi
command -v python3 >/dev/null 2>&1 || { echo "python3 not found" >&2; exit 1; }
rm -rf "$venv"
python3 -m venv "$venv" >&2 || { echo "python3 -m venv failed" >&2; exit 1; }
"$venv/bin/pip" install --quiet --disable-pip-version-check --timeout 15 --retries 1 \
  'cooklang-bindings==0.6.0' >&2 || { echo "pip install cooklang-bindings failed" >&2; exit 1; }
"$python" -c 'import cooklang' >&2
echo "$python"
