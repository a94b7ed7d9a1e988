#!/usr/bin/env bash
# Issue 39's typed records on a GPU, in one call: the GPU tests (the memory child's rows, the real models'
# insight), a two-rank NCCL job on one GPU (benchmarks/ranks_gpu_check.sh ddp: the job, its collectives and
# arrivals as records) and its report in text, JSON and HTML; every output in records_check.tgz under $OUT.
set -u
FINAL=${OUT:-$PWD/records-check-out}
WORK=/tmp/records-check
R=$WORK/out
rm -rf "$R"
mkdir -p "$FINAL" "$R"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
pack() { tar -C "$R" -czf "$FINAL/records_check.tgz" .; }
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
} > "$R/environment.txt" 2>&1
t0=$SECONDS
timeout ${TEST_TIMEOUT:-330} python3 -m pytest -q -p no:cacheprovider tests/test_real_models_gpu.py \
  tests/test_memory_gpu.py tests/timer/test_timer_gpu.py > "$R/gpu_tests.txt" 2>&1
echo "gpu tests: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
tail -3 "$R/gpu_tests.txt"
pack
OUT=$WORK/ranks bash benchmarks/ranks_gpu_check.sh ddp > "$R/ranks.log" 2>&1
echo "ranks ddp: $(cat $WORK/ranks/exits.txt 2>/dev/null)" | tee -a "$R/exits.txt"
run=/tmp/ranks-check/runs/ddp
for f in text json; do
  python3 -m inductor_probe report --run "$run" --format $f > "$R/ddp_report.$f" 2> "$R/ddp_report_$f.err"
  echo "report $f: exit $?" | tee -a "$R/exits.txt"
done
python3 -m inductor_probe report --run "$run" --html "$R/ddp_report.html" > /dev/null 2> "$R/ddp_report_html.err"
echo "report html: exit $?" | tee -a "$R/exits.txt"
cp "$WORK/ranks/ranks_check.tgz" "$R/" 2>/dev/null
cp "$run/run.json" "$R/ddp.run.json" 2>/dev/null
head -40 "$R/ddp_report.text"
pack
echo done
