#!/usr/bin/env bash
# A newcomer's two commands, checked the way a newcomer runs them (issue 13, acceptance 3).
#
#  1. A new venv (no system site packages) and a fresh clone of this repository in a new temporary
#     directory. The clone is of the committed HEAD with the working tree's files laid over it (tracked
#     and untracked files that git does not ignore; files deleted in the working tree deleted), so
#     uncommitted README changes are checked too; FRESH_ENV_SOURCE=head checks the committed HEAD alone.
#  2. The CPU build of torch, as the README tells a machine without a GPU to get it. The README's line is
#       pip install 'torch>=2.11,<2.15' --index-url https://download.pytorch.org/whl/cpu
#     This machine has no internet; its pip mirror holds the CPU build on local disk as torch 2.13.0+cpu
#     (an unpinned torch there is the index's newest, a CUDA build of several GB), so by default the
#     script runs the README's pinned local-mirror variant instead:
#       pip install torch==2.13.0
#     FRESH_ENV_TORCH_CMD replaces that line (e.g. with the --index-url line on a machine with internet).
#  3. The README's two commands, read from the README (the one line of the fenced block after the
#     `<!-- fresh-env-check: main ...-->` and `<!-- fresh-env-check: test ...-->` markers, so this script
#     cannot drift from the README), each run verbatim by bash in the clone with the venv activated.
#     The test command must also be a line of .ci/run (CI runs the README's test command).
#  4. Wall time of each step, disk use (venv, clone, probe-runs/ and each run directory with its tmp/),
#     torch's version and whether any CUDA package got in, written to a markdown file
#     (default benchmarks/results/fresh_env_cpu.md). Exit 1 when a step fails.
#
# Usage: bash benchmarks/fresh_env_check.sh [RESULTS.md]
#   FRESH_ENV_ONLY=main    run the set-up and main command only, not the test suite
#   FRESH_ENV_KEEP=1       keep the temporary directory (its path is printed)
#   FRESH_ENV_SOURCE=head  clone the committed HEAD only, without the working tree's changes
#   PYTHON=python3.X       the interpreter the venv is made from (default python3)
#   FRESH_ENV_LOAD=N       N busy processes (each a pure-Python loop on one core) run beside the README's
#                          commands, from the venv's creation to the end: a loaded host (issue 43)
set -uo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
results=${1:-$repo/benchmarks/results/fresh_env_cpu.md}
case $results in /*) ;; *) results=$PWD/$results ;; esac
only=${FRESH_ENV_ONLY:-all}
source_mode=${FRESH_ENV_SOURCE:-worktree}
torch_cmd=${FRESH_ENV_TORCH_CMD:-pip install torch==2.13.0}
python=${PYTHON:-python3}

say() { printf '[fresh-env] %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }
mb() { du -sk "$1" 2>/dev/null | awk '{printf "%.1f", $1 / 1024}'; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# The one line of the fenced block right after `<!-- fresh-env-check: NAME ...-->` in README $2.
readme_command() {
    awk -v name="$1" '
        state == 0 && (index($0, "<!-- fresh-env-check: " name " ") == 1 || $0 == "<!-- fresh-env-check: " name " -->") { state = 1; next }
        state == 1 && /^```/ { state = 2; next }
        state == 1 && NF { exit }
        state == 2 && /^```/ { exit }
        state == 2 { print }
    ' "$2"
}

FRESH_ENV_LOGS_TMP=${TMPDIR:-/tmp}
root=$(mktemp -d "${TMPDIR:-/tmp}/fresh-env.XXXXXX") || die "cannot make a temporary directory"
if [[ ${FRESH_ENV_KEEP:-0} == 1 ]]; then
    say "keeping $root"
else
    trap 'rm -rf "$root"' EXIT
fi
clone=$root/inductor-probe
venv=$root/venv
logs=$root/logs
mkdir -p "$logs" "$root/tmp" "$root/cache"

# --- the clone -----------------------------------------------------------------------------------------
t0=$EPOCHREALTIME
git clone -q --no-local "$repo" "$clone" || die "git clone of $repo failed"
head_sha=$(git -C "$repo" rev-parse --short HEAD)
if [[ $source_mode == worktree ]]; then
    (cd "$repo" && git ls-files -z --cached --others --exclude-standard) |
        (cd "$repo" && tar --null -T - --ignore-failed-read -cf - 2>/dev/null) | tar -C "$clone" -xf - ||
        die "copying the working tree into the clone failed"
    (cd "$repo" && git ls-files -z --deleted) | (cd "$clone" && xargs -0 -r rm -f --)
    changed=$(git -C "$clone" status --porcelain | wc -l)
    diff_sha=$(git -C "$clone" diff HEAD | sha256sum | cut -c1-12)
    source_desc="HEAD $head_sha + the working tree ($changed files changed or untracked; tracked diff sha256 $diff_sha)"
else
    source_desc="HEAD $head_sha (committed only)"
fi

readme=$clone/README.md
main_cmd=$(readme_command main "$readme")
test_cmd=$(readme_command test "$readme")
[[ -n $main_cmd && $(wc -l <<<"$main_cmd") == 1 ]] || die "README: no one-line block after <!-- fresh-env-check: main -->"
[[ -n $test_cmd && $(wc -l <<<"$test_cmd") == 1 ]] || die "README: no one-line block after <!-- fresh-env-check: test -->"
ci_drift=0
grep -Fxq -- "$test_cmd" "$clone/.ci/run" || ci_drift=1

# --- the venv: nothing of this machine's Python environment leaks in ----------------------------------
unset PYTHONPATH PYTHONHOME VIRTUAL_ENV CONDA_PREFIX TORCHINDUCTOR_CACHE_DIR TRITON_CACHE_DIR INDUCTOR_PROBE_CACHE
export PYTHONNOUSERSITE=1
export TMPDIR=$root/tmp          # everything the commands write to the temp dir is counted (and removed)
export XDG_CACHE_HOME=$root/cache  # an empty user cache (pip's, the tool's Inductor cache), as on a new machine
"$python" -m venv "$venv" || die "$python -m venv failed"
# shellcheck disable=SC1091
. "$venv/bin/activate"
[[ $(command -v python3) == "$venv/bin/python3" ]] || die "the venv's python3 is not first on PATH"
t_setup=$(secs "$t0" "$EPOCHREALTIME")
venv_empty_mb=$(mb "$venv")
busy=${FRESH_ENV_LOAD:-0}
[[ $busy =~ ^[0-9]+$ && $busy -le 64 ]] || die "FRESH_ENV_LOAD must be a whole number of busy processes (0-64), not '$busy'"
busy_pids=()
for ((i = 0; i < busy; i++)); do
    "$python" -c 'while True: pass' &
    busy_pids+=($!)
done
stop_busy() { ((${#busy_pids[@]})) && kill "${busy_pids[@]}" 2>/dev/null; busy_pids=(); }
if [[ ${FRESH_ENV_KEEP:-0} == 1 ]]; then
    trap 'stop_busy' EXIT
else
    trap 'stop_busy; rm -rf "$root"' EXIT
fi
((busy)) && say "$busy busy process(es) beside the commands: ${busy_pids[*]}"
sleep $((busy ? 5 : 0))
load_before=$(cut -d' ' -f1-3 /proc/loadavg)

# step NAME CMD: runs CMD verbatim with bash in the clone; sets rc_NAME and t_NAME
step() {
    local name=$1 cmd=$2 t rc
    say "$name: $cmd"
    t=$EPOCHREALTIME
    (cd "$clone" && bash -c "$cmd") >"$logs/$name.log" 2>&1
    rc=$?
    printf -v "rc_$name" '%s' "$rc"
    printf -v "t_$name" '%s' "$(secs "$t" "$EPOCHREALTIME")"
    say "$name: exit $rc in $(secs "$t" "$EPOCHREALTIME") s (log: $logs/$name.log)"
}

step torch "$torch_cmd"
venv_torch_mb=$(mb "$venv")
rc_main=skipped t_main=- rc_test=skipped t_test=-
if [[ $rc_torch == 0 ]]; then
    step main "$main_cmd"
fi
venv_main_mb=$(mb "$venv")
runs_main_mb=$(mb "$clone/probe-runs")
torch_info=$(python3 -c 'import torch; print(torch.__version__, "cuda:", torch.version.cuda)' 2>&1 | tail -1)
cuda_pkgs=$(python3 -m pip list 2>/dev/null | grep -ciE '^(nvidia-|cuda-|triton )' || true)
if [[ $only != main && $rc_torch == 0 ]]; then
    step test "$test_cmd"
fi
venv_end_mb=$(mb "$venv")
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
stop_busy

# --- the results ---------------------------------------------------------------------------------------
status=ok
for rc in "$rc_torch" "$rc_main" "$rc_test"; do
    [[ $rc == 0 || ($rc == skipped && $only == main) ]] || status=FAILED
done
[[ $cuda_pkgs == 0 ]] || status=FAILED
[[ $ci_drift == 0 ]] || status=FAILED

run_rows=""
tmp_files=""
for d in "$clone"/probe-runs/*/; do
    d=${d%/}
    [[ -d $d && ! -L $d ]] || continue
    tmp_mb=-
    if [[ -d $d/tmp ]]; then
        tmp_mb=$(mb "$d/tmp")
        tmp_files+=$(find "$d/tmp" -type f -size +10M -printf "%s %P\n" | sort -rn | head -5 |
            awk -v run="${d##*/}" '{ printf "%s/tmp/%s: %.1f MB\n", run, $2, $1 / 1048576 }')$'\n'
    fi
    run_rows+="| \`probe-runs/${d##*/}\` | $(mb "$d") | $tmp_mb |"$'\n'
done

{
    echo "# Fresh environment check of the README's two commands (CPU)"
    echo
    echo "\`$( ((busy)) && echo "FRESH_ENV_LOAD=$busy ")bash benchmarks/fresh_env_check.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'): **$status**."
    if ((busy)); then
        echo
        echo "A loaded host: $busy busy process(es) (\`$python -c 'while True: pass'\`, one core each) ran beside"
        echo "every step below, from the venv's creation to the end of the tests."
    fi
    echo
    echo "- machine: $(uname -srm), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'),"
    echo "  $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo), no GPU;" \
        "load average before / after: $load_before / $load_after (the cores are shared with other work)"
    echo "- Python: $(python3 --version 2>&1) (venv from \`$python\`, no system site packages), $(python3 -m pip --version | cut -d' ' -f1-2)"
    echo "- torch: $torch_info; CUDA packages (nvidia-\*, cuda-\*, triton) in the venv: $cuda_pkgs"
    echo "- source: $source_desc"
    echo "- .ci/run runs the README's test command: $([[ $ci_drift == 0 ]] && echo yes || echo NO)"
    echo
    echo "| step | command, run verbatim in the clone | exit | wall s |"
    echo "|---|---|---|---|"
    echo "| set-up | \`git clone\` + \`$python -m venv\` | 0 | $t_setup |"
    echo "| CPU torch (README, local-mirror variant) | \`$torch_cmd\` | $rc_torch | $t_torch |"
    echo "| README: set-up + main job | \`$main_cmd\` | $rc_main | $t_main |"
    echo "| README: tests | \`$test_cmd\` | $rc_test | $t_test |"
    echo
    echo "| disk use | MB |"
    echo "|---|---|"
    echo "| venv, new | $venv_empty_mb |"
    echo "| venv, with CPU torch | $venv_torch_mb |"
    echo "| venv, after the main command | $venv_main_mb |"
    echo "| venv, at the end | $venv_end_mb |"
    echo "| \`probe-runs/\` after the main command | $runs_main_mb |"
    echo "| \`probe-runs/\` at the end | $(mb "$clone/probe-runs") |"
    [[ -d $clone/probe-runs/.inductor-cache ]] &&
        echo "| \`probe-runs/.inductor-cache/\` (the runs' shared Inductor cache) | $(mb "$clone/probe-runs/.inductor-cache") |"
    [[ -d $root/cache/inductor-probe ]] &&
        echo "| \`\$XDG_CACHE_HOME/inductor-probe/\` (the runs' shared Inductor cache) | $(mb "$root/cache/inductor-probe") |"
    echo "| the clone, with \`probe-runs/\` | $(mb "$clone") |"
    echo "| \$TMPDIR at the end (pytest keeps its last 3 base temp dirs) | $(mb "$root/tmp") |"
    echo "| \$XDG_CACHE_HOME in all (pip's cache, the tool's) | $(mb "$root/cache") |"
    echo
    echo "| run directory | MB | its \`tmp/\` MB |"
    echo "|---|---|---|"
    if [[ -n $run_rows ]]; then printf '%s' "$run_rows"; else echo "| (none) | - | - |"; fi
    if [[ -n ${tmp_files//$'\n'/} ]]; then
        echo
        echo "Files over 10 MB in the run directories' \`tmp/\`:"
        echo
        printf '%s' "$tmp_files" | sed '/^$/d; s/^/- /'
    fi
    if [[ -f $logs/main.log ]]; then
        echo
        echo "The main command's output after pip's (the last 80 lines):"
        echo
        echo '```'
        awk '/^Successfully installed/ { n = NR } { line[NR] = $0 } END { for (i = n + 1; i <= NR; i++) print line[i] }' \
            "$logs/main.log" | tail -n 80
        echo '```'
    fi
    if [[ -f $logs/test.log ]]; then
        echo
        echo "The test command's last lines:"
        echo
        echo '```'
        tail -n 15 "$logs/test.log"
        echo '```'
    fi
    for name in torch main test; do
        rc_var=rc_$name
        if [[ ${!rc_var} != 0 && ${!rc_var} != skipped && -f $logs/$name.log ]]; then
            echo
            echo "**$name failed** (exit ${!rc_var}); the last 40 lines of its output:"
            echo
            echo '```'
            tail -n 40 "$logs/$name.log"
            echo '```'
        fi
    done
} >"$results"

if [[ $status != ok && ${FRESH_ENV_KEEP:-0} != 1 ]]; then  # the temporary directory goes: keep the logs
    kept=$(mktemp -d "${FRESH_ENV_LOGS_TMP:-/tmp}/fresh-env-logs.XXXXXX") && cp -r "$logs"/. "$kept"/ &&
        say "logs kept in $kept"
fi
say "results: $results ($status)"
[[ $status == ok ]]
