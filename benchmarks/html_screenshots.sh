#!/usr/bin/env bash
# Screenshots of the HTML pages of a run, a compare and a diff (headless Chromium; no GPU needed).
#   bash benchmarks/html_screenshots.sh OUT_DIR RUN_DIR COMPARE_DIR_OR_RUN_A [RUN_B] [-- DIFF_A DIFF_B]
# e.g. with the H100 runs copied here:
#   bash benchmarks/html_screenshots.sh benchmarks/results/html_h100 runs/transformer runs/compare -- runs/a runs/b
# writes OUT_DIR/*.html, *.png and html_screenshots.md (sizes, charts drawn, render time, self-test).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 3 ]; then
  sed -n '2,6p' "$0" >&2
  exit 2
fi
out=$1 run=$2
shift 2
compare=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do compare+=("$1"); shift; done
diff=()
if [ $# -gt 0 ]; then shift; diff=(--diff "$@"); fi
command -v chromium >/dev/null || command -v chromium-browser >/dev/null || [ -n "${CHROMIUM:-}" ] || {
  echo "no Chromium: apt-get install -y chromium" >&2
  exit 2
}
PYTHONPATH=. exec python3 -m benchmarks.html_screenshots --out "$out" --run "$run" --compare "${compare[@]}" "${diff[@]}"
