"""A torchrun job, each rank profiled as a script is (``breakdown --nproc-per-node N``): one model child
per rank under ``torch.distributed.run --standalone``, each writing its own result, step trace and compiled
modules (``{rank}`` in the spec's paths), collected into ``rank<r>/`` of the run.

When a rank raises, torchrun stops the others; the error names the rank and what it raised, and every rank's
measurements so far are kept. When the job outlives ``--timeout``, each rank is asked for its Python stacks
(SIGUSR1, ``faulthandler``) before the job is stopped, and the error names the ranks waiting in a collective
(its name and the user's line) and those that were elsewhere.
"""

from __future__ import annotations

import os
import re
import signal
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from inductor_probe._compat import distributed
from inductor_probe.collect.child import run_python, still
from inductor_probe.collect.doors import CompileResult, CompileSpec, read_record, write_record
from inductor_probe.collect.model import Graph, ModelFile, collect_graphs, take_files
from inductor_probe.collect.nodes import Nodes
from inductor_probe.errors import CHILD_FAILED, TIMEOUT, USAGE, JobFailed, ProbeError, clip
from inductor_probe.run import layout
from inductor_probe.vocab import ChildStatus, ProfileWindow, StepKind

MODULE = "inductor_probe.collect.model_child"
STACK_WAIT_S = 2.0  # after SIGUSR1, for each rank to write its stacks
_FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+) in (?P<func>\S+)')
_TOOL_FILES = ("/torch/", "/inductor_probe/", "runpy.py", "/site-packages/", "/dist-packages/", "<frozen")


@dataclass
class RankOutcome:
    rank: int
    dir: Path
    result: CompileResult | None
    graphs: list[Graph]


def as_rank(spec: CompileSpec) -> int | None:
    """Under torchrun (``spec.ranks`` > 1): this child's RANK in its paths, and its Python stacks dumped
    beside its result on SIGUSR1 (the parent asks for them when the job hangs: collect/ranks.py)."""
    if spec.ranks <= 1:
        return None
    import faulthandler
    import signal

    rank = int(os.environ.get("RANK", "0"))
    distributed.enable_recorder()  # each collective of the timed steps (analysis/arrivals.collective_lasts)
    for name in ("result", "trace", "memory"):
        setattr(spec, name, getattr(spec, name).replace("{rank}", str(rank)))
    stacks = open(f"{spec.result}.stacks.txt", "w")
    faulthandler.register(signal.SIGUSR1, file=stacks, all_threads=True)
    return rank


def _stopped(
    e: ProbeError,
    outcomes: list,
    nodes: Nodes | None,
    timeout_s: float,
    log: Path,
    waits: list[tuple[int, bool]],
) -> JobFailed:
    """A job stopped (failed, or past its timeout): what each rank measured kept; a host none of whose ranks
    began is told so (the hosts never met). ``waits``: past the timeout, each rank and whether it waited in a
    collective (``where_ranks_wait``): the first that did not holds the others."""
    holder = next((r for r, waiting in waits if not waiting), None)
    err = JobFailed.of(e, outcomes, holder, bool(waits) and holder is None)
    if e.exit_code == TIMEOUT and nodes is not None and not began(outcomes):
        err.message = never_met(nodes, timeout_s, log)
    elif e.exit_code == TIMEOUT:
        err.message += f" [what each rank measured is kept in {log.parents[1]}]"
    return err


def began(outcomes: Sequence[RankOutcome]) -> bool:
    """Whether any of this host's ranks began (wrote a result): a job of several hosts whose hosts met at
    the rendezvous (its failure is the job's one story, ``workflows/hosts.failure_story``), else one that
    never got together (``never_met``). Decided here alone."""
    return any(o.result is not None for o in outcomes)


def never_met(nodes: Nodes, timeout_s: float, log: Path) -> str:
    """A host none of whose ranks began within the timeout: torchrun never got through the rendezvous."""
    return (
        f"none of this host's ranks began within {timeout_s:g} s: torchrun did not get the job's "
        f"{nodes.nnodes} hosts together at the rendezvous {nodes.host}:{nodes.port} (node rank "
        f"{nodes.node_rank} here): is every host started, with the same --rdzv-endpoint and --nnodes, and "
        "that endpoint reachable from here? "
        f"(log: {log})"
    )


def job_shape_error(spec: CompileSpec) -> str | None:
    """A rank whose job torchrun made of another number of ranks than this host's options give (hosts
    started with different ``--nproc-per-node``: torchrun sums them, the tool multiplies its own by
    ``--nnodes``): what it is and the fix, in one line; None where they agree."""
    try:
        world = int(os.environ.get("WORLD_SIZE", spec.ranks))
        local = int(os.environ.get("LOCAL_WORLD_SIZE", 0))
    except ValueError:
        return None
    if world == spec.ranks:
        return None
    mine = f" (this host's {local})" if local else ""
    return (
        f"the job has {world} ranks by torchrun's count{mine}, where this host's options give {spec.ranks}: "
        "the hosts were started with different --nproc-per-node; start every host of the job with the same"
    )


def rank_dir(run: Path, rank: int) -> Path:
    d = run / f"rank{rank}"
    for sub in layout.SUBDIRS:
        (d / sub).mkdir(parents=True, exist_ok=True)
    return d


def _spec(model: ModelFile, run: Path, nproc: int, **kw) -> CompileSpec:
    traces = layout.child_tmp(run, "traces")
    steps = kw["steps"]
    return CompileSpec(
        kind=StepKind.SCRIPT,
        path=str(model.path),
        trace=str(traces / "step.rank{rank}.json"),
        memory=str(traces / "memory.rank{rank}.json.gz") if steps else "",
        result=str(run / "logs" / "rank{rank}_result.json"),
        ranks=nproc,
        **kw,
    )


_RESULT = re.compile(r"rank(\d+)_result\.json")


def local_ranks(run: Path, expected: Sequence[int] | None) -> list[int]:
    """This host's ranks: those the rendezvous fixed (``expected``), else those that wrote a result (a c10d
    rendezvous orders the hosts as they join; and where a rank wrote one that ``expected`` lacks)."""
    wrote = sorted(
        int(m[1]) for p in (run / "logs").glob("rank*_result.json") if (m := _RESULT.fullmatch(p.name))
    )
    if expected is not None and set(wrote) <= set(expected):
        return list(expected)
    return wrote  # c10d's order, or ranks other than those fixed (hosts of different --nproc-per-node)


def _results(run: Path, ranks: Sequence[int]) -> dict[int, CompileResult | None]:
    return {r: read_record(CompileResult, run / "logs" / f"rank{r}_result.json") for r in ranks}


def run_ranks(
    model: ModelFile,
    *,
    run: Path,
    env: dict[str, str],
    nproc: int,
    device: str,
    compile_mode: str,
    script_args: list[str],
    steps: int,
    timeout_s: float,
    progress: Callable[[str], None],
    nodes: Nodes | None = None,
    profile: str = ProfileWindow.BOTH,
) -> list[RankOutcome]:
    """Launch the job (this host's ranks of it, with ``nodes``), then collect each rank's modules, step
    trace and result into ``rank<r>/``; a failed or hung job is a one-line ProbeError, raised after what
    every rank measured is collected."""
    if model.kind != StepKind.SCRIPT:
        raise ProbeError(
            f"--nproc-per-node needs a script that sets up its process group (init_process_group); "
            f"{model.path.name} is a model file (get_model/get_inputs), which runs in one process",
            USAGE,
        )
    world = nproc * (nodes.nnodes if nodes else 1)
    spec = _spec(
        model,
        run,
        world,
        device=device,
        compile_mode=compile_mode,
        script_args=script_args,
        steps=steps,
        profile=ProfileWindow(profile),
    )
    spec_path = run / "logs" / "driver_spec.json"
    write_record(spec_path, spec)
    launch = nodes.torchrun_args(nproc) if nodes else ["--standalone", f"--nproc-per-node={nproc}"]
    args = ["-m", "torch.distributed.run", *launch, "-m", MODULE, str(spec_path)]
    job_env = dict(env, PYTHONSAFEPATH="1")  # the ranks' own `-m`, like the tool's other children (-P)
    where = f" of a job of {nodes.nnodes} hosts (node rank {nodes.node_rank})" if nodes else ""
    progress(
        f"running {model.path.name} on {nproc} ranks{where} (torchrun), {steps} steps of each profiled ..."
    )
    log = run / "logs" / "driver.log"
    expected = nodes.expected_ranks(nproc) if nodes else list(range(nproc))

    def mine() -> list[int]:
        return local_ranks(run, expected)

    waits: list[tuple[int, bool]] = []  # past the timeout: each rank, and whether it waited in a collective

    try:
        child = run_python(
            args,
            env=job_env,
            log_path=log,
            timeout_s=timeout_s,
            what=f"the {world}-rank job" + (f" (this host's {nproc})" if nodes else ""),
            on_timeout=lambda: where_ranks_wait(run, mine(), waits),
            heartbeat=lambda t: progress(still(f"the {world}-rank job is running", t, log)),
        )
    except ProbeError as e:
        stop_job(spec_path)
        raise _stopped(e, collect_outcomes(run, mine()), nodes, timeout_s, log, waits) from None
    except KeyboardInterrupt:
        stop_job(spec_path)
        raise
    stop_job(spec_path)  # a rank that outlived torchrun (in a session of its own, SIGTERM ignored)
    outcomes = collect_outcomes(run, mine())
    if not outcomes:
        raise _job_failure(outcomes, child.returncode, child.last_line(), log)
    failed = [o for o in outcomes if o.result is None or o.result.status != ChildStatus.OK]
    if failed or child.returncode != 0:
        raise _job_failure(outcomes, child.returncode, child.last_line(), log)
    each = ", ".join(f"rank {o.rank} {len(o.graphs)} graph(s)" for o in outcomes)
    progress(f"the job ran in {child.elapsed_s:.1f} s: {each}")
    return outcomes


def collect_outcomes(run: Path, ranks: Sequence[int]) -> list[RankOutcome]:
    """Each rank's modules, step trace and result, as far as it got, into ``rank<r>/``."""
    out = []
    for r, result in _results(run, ranks).items():
        d = rank_dir(run, r)
        graphs = collect_graphs(result.modules, d) if result is not None else []
        if result is not None:
            take_files(result, d)
        out.append(RankOutcome(r, d, result, graphs))
    return out


_FAILURE = re.compile(
    r"^\s*rank\s*:\s*(?P<rank>\d+).*?\n\s*exitcode\s*:\s*(?P<code>-?\d+)[^\n]*", re.M | re.S
)


def torchrun_failures(log_text: str) -> dict[int, int]:
    """Each failed rank's exit code as torchrun's closing message lists it (its ``Failures:`` and ``Root
    Cause`` blocks; a negative code is the signal that ended it), from the last such message in the log."""
    at = log_text.rfind("Failures:")
    if at < 0:
        return {}
    return {int(m["rank"]): int(m["code"]) for m in _FAILURE.finditer(log_text[at:])}


def _how(code: int) -> str:
    if code < 0:
        try:
            return f"was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"was killed by signal {-code}"
    return f"exited with code {code}"


def _silent_cause(outcomes: list[RankOutcome], log: Path) -> tuple[RankOutcome, str] | None:
    """A rank that left the job without raising: died (a signal other than the SIGTERM torchrun stops the
    others with, ``os._exit(n)``), or ended with exit 0 before its run was done. The others' errors (a
    lost peer) follow from it."""
    try:
        fails = torchrun_failures(log.read_text(errors="replace"))
    except OSError:
        fails = {}
    quiet = [o for o in outcomes if o.result is None or o.result.error is None]
    unfinished = [o for o in quiet if o.result is None or o.result.status == ChildStatus.RUNNING]
    for o in unfinished:
        code = fails.get(o.rank)
        if code is not None and code != -signal.SIGTERM:
            return o, f"{_how(code)} without raising"
    for o in unfinished:
        if o.rank not in fails and fails:
            return o, "ended (exit 0) before its run was done"
    raised = any(o.result is not None and o.result.error is not None for o in outcomes)
    for o in quiet:  # its script returned (a sys.exit(0) mid-loop) while the others were still inside it
        if raised and ended_early(o):
            return o, f"ended (exit 0) before its run was done ({ended_early(o)})"
    return None


def ended_early(o: RankOutcome) -> str | None:
    """How far a rank got whose script returned, exit 0, before the steps the tool was to time and profile
    (its result finished, its steps not); None for any other rank."""
    r = o.result
    if r is None or r.error is not None or r.status == ChildStatus.RUNNING or r.step is None:
        return None
    t = r.step
    if t.complete is not False:  # None: a model file's steps, which the tool runs itself
        return None
    got, needed = t.first_graph_calls, t.first_graph_calls_needed
    if got is None or needed is None:
        return "its script returned before its steps were done"
    return f"its script returned after {got} of the {needed} step boundaries"


def _job_failure(outcomes: list[RankOutcome], rc: int, last: str, log: Path) -> JobFailed:
    """The failed job's error, pinned on the rank that died silently or raised first (``JobFailed.rank``)."""
    silent = _silent_cause(outcomes, log)
    if silent is not None:
        o, how = silent
        others = [p.rank for p in outcomes if p is not o]
        stopped = f"; rank(s) {', '.join(map(str, others))} then stopped" if others else ""
        return JobFailed(f"rank {o.rank} {how}{stopped} (log: {log})", CHILD_FAILED, outcomes, log, o.rank)
    raised = [o for o in outcomes if o.result is not None and o.result.error is not None]
    if raised:  # the first to fail is the cause; the others failed because it left the job
        o = min(raised, key=lambda p: (p.result.failed_at or float("inf"), p.rank))  # type: ignore[union-attr]
        err = o.result.error  # type: ignore[union-attr]
        others = [p.rank for p in outcomes if p is not o]
        stopped = f"; rank(s) {', '.join(map(str, others))} stopped" if others else ""
        return JobFailed(
            f"rank {o.rank}: {clip(err.message if err else 'failed', 400)}{stopped} (log: {log})",
            CHILD_FAILED,
            outcomes,
            log,
            o.rank,
        )
    never = [o.rank for o in outcomes if o.result is None]
    who = f"rank(s) {', '.join(map(str, never))} never reported; " if never else ""
    return JobFailed(
        f"the job failed (torchrun exit {rc}): {who}{last} (log: {log})", CHILD_FAILED, outcomes, log
    )


STOP_GRACE_S = 2.0


def job_processes(spec_path: Path) -> list[int]:
    """The processes of this job still running: those whose command line names its spec file (torchrun
    and every rank, whatever session or process group they put themselves in; Linux /proc)."""
    mine, found = str(spec_path).encode(), []
    for p in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if mine in p.read_bytes() and int(p.parent.name) != os.getpid():
                found.append(int(p.parent.name))
        except (OSError, ValueError):
            continue
    return found


def stop_job(spec_path: Path) -> None:
    """Every process of the job left running once torchrun is gone: SIGTERM, then SIGKILL after
    STOP_GRACE_S for those that ignore it (torchrun starts each rank in its own session: its group's
    signals do not reach them)."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        left = job_processes(spec_path)
        for pid in left:
            try:
                os.kill(pid, sig)
            except (ProcessLookupError, PermissionError):
                pass
        deadline = time.monotonic() + (STOP_GRACE_S if sig == signal.SIGTERM else 1.0)
        while left and time.monotonic() < deadline:
            time.sleep(0.05)
            left = job_processes(spec_path)
        if not left:
            return


def where_ranks_wait(run: Path, ranks: Sequence[int], waits: list[tuple[int, bool]] | None = None) -> str:
    """Each rank's Python stacks (asked for with SIGUSR1) read as: waiting in a collective, or elsewhere;
    ``waits`` gets each rank and whether it waited."""
    results = _results(run, ranks)
    asked = []
    for r, res in results.items():
        if res is not None and res.pid:
            try:
                os.kill(res.pid, signal.SIGUSR1)
                asked.append(r)
            except (ProcessLookupError, PermissionError):
                pass
    time.sleep(STACK_WAIT_S if asked else 0)
    waiting: list[str] = []
    elsewhere: list[str] = []
    for r in ranks:
        path = run / "logs" / f"rank{r}_result.json.stacks.txt"
        state = stack_state(path.read_text(errors="replace") if path.exists() else "")
        (waiting if state[0] else elsewhere).append(f"rank {r} {state[1]}")
        if waits is not None and path.exists() and path.read_text(errors="replace").strip():
            waits.append((r, state[0]))  # a rank of no stacks (not begun, or ended) holds nobody
    if waiting and elsewhere:  # the ranks in their own code hold the others in the collectives
        elsewhere = [f"{e}: the others wait for it" for e in elsewhere]
    return "; ".join(waiting + elsewhere)


def stack_state(dump: str) -> tuple[bool, str]:
    """``(waiting in the job's collectives, what)`` from a faulthandler dump of a rank's main thread: inside a
    torch.distributed call (its name), or inside backward (where DDP and FSDP run their gradient
    collectives) or another torch call, with the user's line; else where in the user's code it was."""
    if not dump.strip():
        return False, "(no stacks: it had not started, or had ended)"
    blocks = re.split(r"\n(?=(?:Current thread|Thread) 0x)", dump.strip())
    main = next((b for b in blocks if b.startswith("Current thread")), blocks[0])
    frames = [m.groupdict() for m in map(_FRAME.match, main.splitlines()) if m]  # innermost first
    user = next((f for f in frames if not any(t in f["file"] for t in _TOOL_FILES)), None)
    at = f"{Path(user['file']).name}:{user['line']}" if user else "?"
    inner = frames[0] if frames else None
    if inner is None or inner is user or "/torch/" not in inner["file"]:
        return False, f"not in a collective (at {at})"
    c10d = next((f for f in frames if "distributed_c10d.py" in f["file"] and f["func"] != "wrapper"), None)
    if c10d is not None:
        return True, f"waiting in {c10d['func']} ({at})"
    if any(f["func"] in ("backward", "_engine_run_backward") for f in frames):
        return True, f"waiting in backward, where DDP and FSDP run their gradient collectives ({at})"
    return True, f"waiting inside torch in {inner['func']} ({at})"
