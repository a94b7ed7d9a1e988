#!/usr/bin/env bash
# Issue 30 on one GPU, in one call: two NCCL ranks share the GPU (each its own NCCL_HOSTID, collectives over
# sockets: NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 NCCL_IB_DISABLE=1 NCCL_SOCKET_IFNAME=lo), through
#   ddp    breakdown examples/ddp_train.py --nproc-per-node 2 -- --one-gpu              (DDP of a compiled MLP)
#   fsdp   breakdown examples/ddp_train.py --nproc-per-node 2 -- --one-gpu --fsdp       (FSDP2, fully_shard per block)
# Each run's run.json (top and per rank), its text report and each rank's step trace (gzipped, for HTA beside
# the tool on this machine) come back in ranks_check.tgz, packed after each step.
set -u
FINAL=${OUT:-$PWD/ranks-check-out}
WORK=/tmp/ranks-check
R=$WORK/out
rm -rf "$R"
mkdir -p "$FINAL" "$WORK/runs" "$R"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1 INDUCTOR_PROBE_CACHE=$WORK/cache
export NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 NCCL_IB_DISABLE=1 NCCL_SOCKET_IFNAME=lo
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__, 'nccl', torch.cuda.nccl.version())"
} > "$R/environment.txt" 2>&1
LIMIT=${PROBE_TIMEOUT:-110}
ARGS=${ARGS:-"--iters 30 --dim 512 --layers 4 --batch 256"}
pack() { tar -C "$R" -czf "$FINAL/ranks_check.tgz" .; cp "$R/exits.txt" "$FINAL/" 2>/dev/null; }
one() {  # name, extra script args
  local name=$1; shift
  local t0=$SECONDS run=$WORK/runs/$name
  rm -rf "$run"
  python3 -m inductor_probe breakdown examples/ddp_train.py --nproc-per-node 2 --timeout "$LIMIT" --out "$run" \
    -- --one-gpu $ARGS "$@" > "$R/$name.txt" 2> "$R/$name.err"
  echo "$name: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
  mkdir -p "$R/$name"
  cp "$run/run.json" "$R/$name/" 2>/dev/null
  for r in 0 1; do
    cp "$run/rank$r/run.json" "$R/$name/rank$r.run.json" 2>/dev/null
    gzip -c "$run/rank$r/traces/step.json" > "$R/$name/rank$r.step.json.gz" 2>/dev/null
  done
  tail -40 "$run/logs/driver.log" > "$R/$name/driver.log.tail" 2>/dev/null
  pack
}
STEPS=${1:-"ddp fsdp"}
[[ " $STEPS " == *" ddp "* ]] && one ddp
[[ " $STEPS " == *" fsdp "* ]] && one fsdp --fsdp
pack
echo done
