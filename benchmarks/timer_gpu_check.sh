#!/usr/bin/env bash
# GPU check of the timer: its GPU tests, the accuracy suite against ncu (with repeatability)
# and a timeit CLI run; everything into $OUT (one tarball plus the two result files).
# Usage: OUT=dir bash benchmarks/timer_gpu_check.sh [--quick]
set -u
FINAL=${OUT:-$PWD/timer-check-out}
mkdir -p "$FINAL"
WORK=${WORK:-/tmp/inductor-probe-timer-check}
mkdir -p "$WORK"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
export PYTHONUNBUFFERED=1
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,power.draw,temperature.gpu --format=csv
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
  python3 -c "import pynvml; print('pynvml ok')"
} > "$WORK/environment.txt" 2>&1
cat "$WORK/environment.txt"

# What the profiler's device activity looks like here (names, activity types): for diagnosis.
timeout 60 python3 - > "$WORK/kineto_events.txt" 2>&1 <<'PYEOF'
import torch
from torch.profiler import ProfilerActivity, profile, record_function
x = torch.randn(1 << 20, device="cuda"); x * 2; torch.cuda.synchronize()
for acts in ([ProfilerActivity.CUDA], [ProfilerActivity.CPU, ProfilerActivity.CUDA]):
    with profile(activities=acts) as p:
        with record_function("probe_range"):
            x * 2
        torch.cuda.synchronize()
    print("activities:", acts)
    for e in p.profiler.kineto_results.events():
        try:
            at = e.activity_type()
        except Exception as err:
            at = f"n/a ({type(err).__name__})"
        print(f"  {e.device_type()!s:18} {at!r:24} {e.duration_ns():>9} {e.name()[:90]}")
PYEOF
cat "$WORK/kineto_events.txt" | head -30

timeout 150 python3 -m pytest -q -p no:cacheprovider tests/test_timer_gpu.py tests/test_timeit_cli.py tests/test_timer.py \
  > "$WORK/pytest_gpu.txt" 2>&1
echo "tests: exit $?"; tail -15 "$WORK/pytest_gpu.txt"

cat > "$WORK/tk.py" <<'EOF'
import torch
def make(n=1 << 20):
    return (torch.randn(n, device="cuda"),)
def double(x):
    return x * 2
EOF
python3 -m inductor_probe timeit "$WORK/tk.py:double" --setup "$WORK/tk.py:make" > "$WORK/timeit_cli.txt" 2>&1
python3 -m inductor_probe timeit "$WORK/tk.py:double" --setup "$WORK/tk.py:make" --format json --cache warm --rotate 4 >> "$WORK/timeit_cli.txt" 2>&1
echo "timeit cli: exit $?"; head -5 "$WORK/timeit_cli.txt"

timeout ${BENCH_TIMEOUT:-330} python3 -m benchmarks.timer_accuracy --out "$WORK/accuracy" --variants "$@" > "$WORK/accuracy.log" 2>&1
echo "accuracy: exit $?"; tail -40 "$WORK/accuracy.log"
cp "$WORK/accuracy/timer_accuracy.md" "$WORK/accuracy/timer_accuracy.json" "$FINAL/" 2>/dev/null
tar -C "$WORK" -czf "$FINAL/timer_check.tar.gz" --exclude=inductor-cache .
ls -la "$FINAL"
