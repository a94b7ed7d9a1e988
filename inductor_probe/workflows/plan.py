"""``breakdown``'s plan (issue 59, item 2): the kind of run decided once from the options (one process, a job
of one host, a job of several hosts; ``--ncu-top`` beside the first), every option checked before anything
runs, and what each kind needs from the options built once (the model file, its spec, the command line, the
hosts, Nsight Compute). ``workflows/model_run.breakdown`` runs the kind's stages with it; the manifest
records the kind (``Manifest.run_kind``)."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from inductor_probe.collect import env as probe_env
from inductor_probe.collect.model import ModelFile, check_device, check_nproc, inspect_model_file
from inductor_probe.collect.nodes import Nodes, of_options
from inductor_probe.errors import USAGE, OptionError, ProbeError
from inductor_probe.options import BreakdownOptions
from inductor_probe.run import layout
from inductor_probe.run.manifest import ModelSpec
from inductor_probe.vocab import ProfileWindow, RunKind, StepKind
from inductor_probe.workflows.ncu_top import check_ncu_top


@dataclass(frozen=True)
class BreakdownPlan:
    kind: RunKind
    model: ModelFile
    spec: ModelSpec  # the model as the manifest records it (each rank's too)
    command: list[str]  # the command line as the manifest records it
    nodes: Nodes | None  # a job of several hosts: this host's place among them
    ncu: str | None  # --ncu-top's Nsight Compute (one process on a GPU), else None


def plan_of(opts: BreakdownOptions) -> BreakdownPlan:
    """The plan of ``opts``, every option checked first, each a one-line usage error naming the fix (nothing
    has run yet)."""
    model = inspect_model_file(opts.model, force_script=opts.script)
    if opts.mode not in probe_env.COMPILE_MODES:
        raise OptionError(
            "mode", opts.mode, f"unknown {{}}; choose one of {', '.join(probe_env.COMPILE_MODES)}"
        )
    check_device(opts.device)
    if opts.profile == ProfileWindow.LEAN and opts.device == "cpu":
        raise ProbeError(
            "--profile lean records the GPU's work alone: on a CPU the kernels are ops, which it does not "
            "record; use --profile both (the default) or rich",
            USAGE,
        )
    check_nproc(opts.nproc_per_node, opts.device)
    nodes = of_options(opts)  # a job of several hosts (--nnodes, or SLURM's)
    ncu = check_ncu_top(opts.ncu_top, opts.device, opts.nproc_per_node)
    if opts.eager_baseline and model.kind == StepKind.SCRIPT:
        raise ProbeError(
            "--eager-baseline needs a model file (get_model/get_inputs): a script calls torch.compile "
            "itself; run it under TORCH_COMPILE_DISABLE=1 for its eager memory",
            USAGE,
        )
    layout.check_out(opts.out)
    if opts.cache_dir:
        layout.check_cache_dir(Path(opts.cache_dir).expanduser())
    kind = RunKind.JOB_OF_HOSTS if nodes is not None else RunKind.ONE_PROCESS
    kind = RunKind.JOB if kind == RunKind.ONE_PROCESS and opts.nproc_per_node > 1 else kind
    if kind != RunKind.ONE_PROCESS and opts.eager_baseline:
        raise ProbeError("--eager-baseline is for a model file; --nproc-per-node runs a script", USAGE)
    spec = ModelSpec(path=str(model.path), kind=model.kind, compile_mode=opts.mode, backward=opts.backward,
                     device=opts.device, script_args=list(opts.script_args))  # fmt: skip
    command = list(opts.command) if opts.command else ["inductor-probe", *sys.argv[1:]]
    return BreakdownPlan(kind, model, spec, command, nodes, ncu)
