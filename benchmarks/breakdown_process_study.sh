#!/usr/bin/env bash
# Breakdown vs ncu, process by process (benchmarks/breakdown_process_study.py), on the bundled
# transformer block with --backward. Usage: OUT=dir bash benchmarks/breakdown_process_study.sh
set -u
FINAL=${OUT:-$PWD/process-study-out}
WORK=${WORK:-/tmp/inductor-probe-process-study}
mkdir -p "$FINAL" "$WORK"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
export PYTHONUNBUFFERED=1
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,clocks.max.sm --format=csv
} > "$WORK/environment.txt" 2>&1
[ -f "$WORK/run/run.json" ] || python3 -m inductor_probe breakdown examples/transformer_block.py --backward --isolated --out "$WORK/run" \
  --cache-dir "$WORK/cache" > "$WORK/breakdown.txt" 2> "$WORK/breakdown.err"
echo "breakdown: exit $?"
timeout ${STUDY_TIMEOUT:-480} python3 -m benchmarks.breakdown_process_study "$WORK/run" --out "$WORK/study" \
  ${GRAPH:+--graph $GRAPH} ${CUPTI:+--cupti $CUPTI} ${NCU_PROCESSES:+--ncu-processes $NCU_PROCESSES} > "$WORK/study.log" 2>&1
echo "study: exit $?"; tail -45 "$WORK/study.log"
python3 -m benchmarks.breakdown_process_study --analyse "$WORK/study/process_study.json.gz" > "$WORK/study/process_study.md"
cp "$WORK/study/process_study.json.gz" "$WORK/study/process_study.md" "$FINAL/" 2>/dev/null
tar -C "$WORK" -czf "$FINAL/process_study_logs.tar.gz" environment.txt breakdown.txt breakdown.err study.log
ls -la "$FINAL"
