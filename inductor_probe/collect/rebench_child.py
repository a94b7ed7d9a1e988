"""Child process of ``collect.rebench``: run one Triton kernel file on its own, config by config.

``python -m inductor_probe.collect.rebench_child SPEC.json`` (a ``doors.RebenchSpec``; its result: a
``RebenchResult``)

1. import the (scratch copy of the) kernel file; its ``get_args()`` builds inputs;
2. compile every config its heuristics declare (a config that fails is reported, the others go on);
3. time each config's launcher with the accurate timer, cold and warm L2;
4. let Inductor's own autotuner choose (``call(args)``: benchmark, then coordinate descent when
   the file's ``inductor_meta`` asks for it) and time the chosen launcher the same way;
5. one profiled launch of the chosen config for its grid, block, registers and shared memory.

The result JSON is rewritten after every config, so a crash or a hang keeps what was measured.
"""

from __future__ import annotations

import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from inductor_probe import _compat
from inductor_probe._util import load_module
from inductor_probe.collect.doors import RebenchSpec, read_spec, write_record
from inductor_probe.errors import describe, first_line
from inductor_probe.ranges import CALL_RANGE
from inductor_probe.run.kernel_rows import ConfigRow
from inductor_probe.run.timings import RebenchResult
from inductor_probe.vocab import ChildStatus


def config_dict(cfg) -> dict:
    return {
        **dict(getattr(cfg, "kwargs", {}) or {}),
        "num_warps": getattr(cfg, "num_warps", None),
        "num_stages": getattr(cfg, "num_stages", None),
    }


def config_key(cfg) -> str:
    d = config_dict(cfg)
    return ", ".join(f"{k} {v}" for k, v in d.items() if v is not None)


def _launch_info(launcher, args, stream) -> dict:
    """Grid/block/registers/shared memory of one launch, read from a profiler trace."""
    import torch
    from torch.profiler import ProfilerActivity, profile, record_function

    from inductor_probe.analysis.trace import parse_trace

    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        with record_function(CALL_RANGE):
            launcher(*args, stream=stream)
        torch.cuda.synchronize()
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "t.json"
        prof.export_chrome_trace(str(path))
        rows = parse_trace(path, "cuda").rows
    if rows.empty:
        return {}
    r = rows.iloc[0]
    counts = {k: _count(r[k]) for k in ("registers", "shared_bytes")}
    return {"grid": r["grid"], "block": r["block"], **counts}


def _count(v) -> int | None:
    """A trace table's count (numpy's, or a float where the column has gaps) as an int; a gap as None."""
    v = v.item() if hasattr(v, "item") else v
    return None if v is None or v != v else int(v)


def _time_configs(res: RebenchResult, module, kern, budget_s: float, save: Callable[[], None]) -> None:
    """Compile every declared config and time each (the result saved after each), then Inductor's choice."""
    import torch

    from inductor_probe.timer import measure

    args = module.get_args()
    declared = list(_compat.autotuner_configs(kern))
    res.declared_configs = [config_key(c) for c in declared]
    t0 = time.perf_counter()
    launchers, failures = _compat.compile_all_configs(kern, declared)
    res.compile_s = round(time.perf_counter() - t0, 2)
    # Inductor may add configs while compiling (dynamic R-block scaling): what is timed is this list.
    res.compiled_configs = [config_key(launcher.config) for launcher in launchers]
    for cfg, err in failures:
        res.configs.append(
            ConfigRow.from_dict(
                {"config": config_key(cfg), "params": config_dict(cfg), "status": "failed", "error": err}
            )
        )
    save()
    stream = torch.cuda.current_stream().cuda_stream

    def timed(launcher) -> dict:
        fn = lambda: launcher(*args, stream=stream)
        row = {
            "config": config_key(launcher.config),
            "params": config_dict(launcher.config),
            "registers": getattr(launcher, "n_regs", None),
            "spills": getattr(launcher, "n_spills", None),
            "shared_bytes": getattr(launcher, "shared", None),
        }
        try:
            row["cold"] = measure(fn, cache="cold", budget_s=budget_s).to_dict()
            row["warm"] = measure(fn, cache="warm", budget_s=budget_s).to_dict()
            row["status"] = "ok"
        except torch.OutOfMemoryError as e:
            row.update(status="failed", error=f"out of memory: {first_line(e, 300)}")
        except Exception as e:  # a config that cannot launch is reported, the others go on
            row.update(status="failed", error=describe(e, 300))
        return row

    for launcher in launchers:
        res.configs.append(ConfigRow.from_dict(timed(launcher)))
        save()
    # Inductor's own choice (autotune over the configs, then coordinate descent if asked).
    t0 = time.perf_counter()
    module.call(args)
    torch.cuda.synchronize()
    res.autotune_s = round(time.perf_counter() - t0, 2)
    chosen = _compat.chosen_launcher(kern)
    row = timed(chosen)
    row["in_compiled"] = row["config"] in res.compiled_configs
    try:
        row.update(_launch_info(chosen, args, stream))
    except Exception as e:  # the table still stands without it
        row["launch_info_error"] = str(e)
    res.chosen = ConfigRow.from_dict(row)


def main(argv: list[str]) -> int:
    spec = read_spec(RebenchSpec, Path(argv[0]))
    result_path = Path(spec.result)
    res = RebenchResult()

    import torch

    try:
        module = load_module(Path(spec.kernel_file), name="inductor_probe_kernel")
        if not torch.cuda.is_available():
            raise RuntimeError("no CUDA device: Triton kernel files need one")
        kern, res.kernel = _compat.kernel_autotuner(module)
        _time_configs(res, module, kern, spec.budget_s, lambda: write_record(result_path, res))
        res.status = ChildStatus.OK
    except BaseException as e:
        res.status = ChildStatus.ERROR
        res.error = describe(e, 300)
        res.traceback = traceback.format_exc()
    write_record(result_path, res)
    return 0 if res.status == ChildStatus.OK else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
