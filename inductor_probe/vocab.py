"""The tool's closed vocabularies, as ``str`` enums: each value is written to JSON and printed as the plain
string it always was (``f"{Bound.MEMORY}"`` is ``memory``), compares equal to it, and is read back from a
run's JSON as the enum. A new value is added here, where the type checker sees every reader."""

from __future__ import annotations

from enum import Enum


class Vocab(str, Enum):
    """A ``str`` enum that formats as its value on every Python the tool supports (3.10+)."""

    def __str__(self) -> str:
        return str.__str__(self)

    def __format__(self, spec: str) -> str:
        return str.__format__(str(self), spec)


class Bound(Vocab):
    """What limits a kernel on the roofline (``analysis/roofline.py``)."""

    MEMORY = "memory"
    COMPUTE = "compute"
    LATENCY = "latency"  # too small to fill the GPU
    UNKNOWN = "unknown"
    L2_RESIDENT = "L2-resident"  # above the DRAM roof: the data came from L2 (shown for a memory bound)


class View(Vocab):
    """Where a graph's tables come from: the real run's steps, or the module run on its own."""

    STEP = "step"
    ISOLATED = "isolated"


class MatchBy(Vocab):
    """How ``compare``/``diff`` paired a kernel of one side with one of the other."""

    NAME = "name"
    ORIGIN = "origin"
    WORK = "work"
    MEMORY_OP = "memory op"


class Verdict(Vocab):
    """A paired kernel's verdict against the noise band (``analysis/noise.py``)."""

    FASTER = "faster"
    SLOWER = "slower"
    NOISE = "no difference beyond noise"
    SAME = "same kernel"


class RunStatus(Vocab):
    """How far a run got (``run.json``'s ``status``)."""

    RUNNING = "running"
    COMPILED = "compiled"
    PROFILED = "profiled"
    COMPLETE = "complete"
    FAILED = "failed"
    INTERRUPTED = "interrupted"


class ChildStatus(Vocab):
    """A child process's result file: still running, finished, or failed (with its error)."""

    RUNNING = "running"
    COMPILED = "compiled"  # the model child: compiled, the steps not yet measured
    OK = "ok"
    ERROR = "error"
    FAILED = "failed"  # a config of a kernel that could not be compiled or launched


class StepKind(Vocab):
    """How the real run's steps were found: a model file's convention, or a script's own loop."""

    CONVENTION = "convention"
    SCRIPT = "script"


class StepBoundary(Vocab):
    """Where a script's steps begin (``collect/boundaries.py``), most trusted first."""

    MARK = "mark"  # the script's inductor_probe.mark_step() / with inductor_probe.step()
    OPTIMIZER = "optimizer"  # each step() of the first optimizer that steps
    PERIOD = "period"  # the period with which the compiled-graph calls repeat
    FIRST_GRAPH = "first graph"  # each call of the first compiled graph


class IdleCause(Vocab):
    """Why the GPU was idle during a step (``analysis/idle.py``)."""

    SYNC = "sync"  # the host waited for the GPU (a synchronising call), then had to refill its queue
    LAUNCH_OVERHEAD = "launch overhead"  # a compiled graph's own launches could not keep ahead of the GPU
    LAUNCH_LATENCY = "launch latency"  # from a launch call to its kernel's start, the GPU idle meanwhile
    COMPILE_RUNTIME = "torch.compile runtime"  # guards, cache lookup, AOT and CUDA-graph wrappers
    EAGER = "eager ops"  # ATen ops outside compiled graphs
    PYTHON = "Python"  # the user's code between ops
    UNSEEN = "not in the profiled steps"  # the timed steps idled more than the profiled ones showed
    WAITING = (
        "waiting for other ranks"  # a job's rank: its collective's kernel spinning until the last rank came
    )


class StepVerdict(Vocab):
    """What bounds a step."""

    GPU_BOUND = "GPU-bound"
    LAUNCH_BOUND = "launch-bound"
    HOST_BOUND = "host-bound"
    SYNC_BOUND = "sync-bound"
    RANK_BOUND = "waiting for other ranks"  # a job's rank: its collectives' kernels spin until the last comes


class FindingKind(Vocab):
    """What a finding is about (``run/findings.Finding``): a time with its expected gain, memory, the job."""

    TIME = "time"
    MEMORY = "memory"
    JOB = "job"
    TRUST = "trust"  # a run's figures not to be taken as they stand (a loaded host), and the fix
    COMPILE = "compile"  # what Dynamo did with the user's code: graph breaks, skipped functions


class CompileMode(Vocab):
    """torch.compile's modes that ``--mode`` accepts (``collect/env.COMPILE_MODES``: what a script that calls
    torch.compile itself gets through the environment for each)."""

    DEFAULT = "default"
    REDUCE_OVERHEAD = "reduce-overhead"
    MAX_AUTOTUNE = "max-autotune"
    MAX_AUTOTUNE_NO_CUDAGRAPHS = "max-autotune-no-cudagraphs"

    @staticmethod
    def said(mode: str, kind: str) -> str:
        """The mode as a run's header and progress say it: a script that calls torch.compile itself keeps its
        own mode where ``--mode`` is the default (nothing is set for it), and gets Inductor's settings of
        another beside its own arguments."""
        if kind != StepKind.SCRIPT:
            return f"mode {mode}"
        if mode == CompileMode.DEFAULT:
            return "script: its own torch.compile mode"
        return (
            f"script: --mode {mode} set through Inductor's settings, beside its own torch.compile arguments"
        )

    @property
    def cuda_graphs(self) -> bool:
        """Does the mode replay its graphs as CUDA graphs?"""
        return self in (CompileMode.REDUCE_OVERHEAD, CompileMode.MAX_AUTOTUNE)


class ProfileWindow(Vocab):
    """Which profiled windows a run records (``--profile``; issue 57): the lean one (the GPU's activity and
    the tool's ranges: the step's "why" figures, barely stretched), the rich one (ops with shapes and Python
    stacks: FLOPs of library calls, the op behind a kernel, the user's lines), or both (lean for the figures,
    rich for the detail, joined by launch order)."""

    BOTH = "both"
    LEAN = "lean"
    RICH = "rich"

    @property
    def lean(self) -> bool:
        return self != ProfileWindow.RICH

    @property
    def rich(self) -> bool:
        return self != ProfileWindow.LEAN


class RunKind(Vocab):
    """What ``breakdown`` ran, decided once from its options (``workflows/model_run.run_kind``) and recorded
    in the run's manifest (and in each rank's)."""

    ONE_PROCESS = "one process"  # a model file or a script, in one child
    JOB = "job"  # torchrun on this host (--nproc-per-node)
    JOB_OF_HOSTS = "job of several hosts"  # --nnodes (or SLURM's): this host's ranks, met with the others'
