# Sourced by a GPU check: `. benchmarks/gpu_setup.sh NAME` sets FINAL ($OUT, else ./NAME-out) and a fresh WORK
# (/tmp/NAME), runs the tree's code with its own compile cache, and writes the GPU, driver and versions to
# $FINAL/environment.txt.
set -u
FINAL=${OUT:-$PWD/$1-out}
WORK=/tmp/$1
rm -rf "$WORK"
mkdir -p "$FINAL" "$WORK"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1 INDUCTOR_PROBE_CACHE=$WORK/cache
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
} > "$FINAL/environment.txt" 2>&1
