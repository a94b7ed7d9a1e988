#!/usr/bin/env bash
# Raw timelines for choosing kernel mode's launch-overhead accounting (benchmarks/timer_gap_study.py).
# Usage: OUT=dir bash benchmarks/timer_gap_study.sh [--quick]
set -u
FINAL=${OUT:-$PWD/gap-study-out}
WORK=${WORK:-/tmp/inductor-probe-gap-study}
mkdir -p "$FINAL" "$WORK"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,power.draw,temperature.gpu --format=csv > "$WORK/environment.txt" 2>&1
timeout ${STUDY_TIMEOUT:-420} python3 -m benchmarks.timer_gap_study --out "$WORK/study" "$@" > "$WORK/study.log" 2>&1
echo "study: exit $?"; tail -20 "$WORK/study.log"
cp "$WORK/study/gap_study.json.gz" "$FINAL/" 2>/dev/null
tar -C "$WORK" -czf "$FINAL/gap_study_logs.tar.gz" --exclude=gap_study.json.gz .
ls -la "$FINAL"
