"""``compare``'s interleaved measurement, in a child process (``collect/interleave.py`` starts it).

One model and one set of inputs (the model file's convention); each side compiled with its own
compile mode from its own cache (the cache its ``breakdown`` filled: a cache hit, no autotuning);
then, under one profiler::

    warm-up   WARMUP_STEPS steps of each side
    block     one untimed step of the side (its warm-up after the other side's block), then k steps,
              synchronised at its end
    walls     the blocks timed unprofiled; then the same blocks again under the profiler (a ProfilerStep
              range per block, its first PROFILED_BLOCK_STEPS steps, no Python stacks) for the kernels'
              times: the trace stays small however short a step is
    order     A B, B A, A B, ... (``blocks`` pairs): each pair's two blocks run back to back, and
              which side runs first alternates, so a drift of clocks or temperature hits both
    clocks    NVML's SM clock and clocks-event reasons read at the end of each block, still under load

``k`` makes a block last at least MIN_BLOCK_S (at most MAX_BLOCK_STEPS steps). The result holds the
block order, ``k``, the clock readings and each side's cache counters (a miss means that side
compiled afresh here, and its kernels may not be its breakdown's).
"""

from __future__ import annotations

import math
import sys
import time
import traceback
from pathlib import Path

from inductor_probe import _compat
from inductor_probe._compat import graph_call
from inductor_probe.collect import cache_keys
from inductor_probe.collect.doors import CompileSpec, InterleaveSpec, read_spec, write_record
from inductor_probe.collect.model_file import CUDAGRAPH_MODES, UserCodeError, build_model, compiled_step
from inductor_probe.collect.steps import GraphCalls, gpu_sync, rich_profiler
from inductor_probe.errors import first_line
from inductor_probe.run.timings import BlockClock, ChildError, InterleaveResult
from inductor_probe.vocab import ChildStatus

WARMUP_STEPS = 3
MIN_BLOCK_S = 0.05
MAX_BLOCK_STEPS = 200
PROFILED_BLOCK_STEPS = 10  # steps of each block profiled: kernels per step, not the wall


def block_order(names: list[str], pairs: int) -> list[str]:
    """A B, B A, A B, ...: ``2 * pairs`` blocks, each pair's first side alternating."""
    a, b = names
    return [s for i in range(pairs) for s in ((a, b) if i % 2 == 0 else (b, a))]


def _clock() -> BlockClock | None:
    import torch

    from inductor_probe.timer.clocks import read_clocks

    try:
        reading = read_clocks(torch.cuda.current_device())
    except Exception:
        return None
    return BlockClock.from_dict(reading.to_dict()) if reading is not None else None


class _Modules:
    """Each side's compiled modules as Inductor reports them (on a hit and a miss alike): their AOT ids,
    which name a graph where a fresh compile gave another key, and their FX graph cache keys."""

    def __init__(self, keys_path: Path):
        self.side = ""
        self.keys_path = keys_path
        self.last: str | None = None
        self.aot_ids: dict[str, dict[str, str]] = {}

    def record(self, info: dict) -> None:
        self.last = info.get("file_path")
        aot = cache_keys.aot_id_of(self.last)
        if self.last and aot:
            self.aot_ids.setdefault(self.side, {})[Path(self.last).stem] = aot

    def artifact(self, metadata: dict, payload) -> None:
        if cache_keys.is_cache_artifact(metadata):
            row = cache_keys.entry(self.last, payload, side=self.side)
            if row is not None:
                cache_keys.append(self.keys_path, row)


def _compile_sides(
    spec: InterleaveSpec, built: tuple, calls: GraphCalls, sync, log
) -> tuple[dict, dict, dict, _Modules]:
    """Each side compiled from its own cache (a hit where the breakdown's key holds): its step, its cache
    counters, its graphs' keys, and the modules Inductor reported for each."""
    model, args, kwargs = built
    steps, counters, keys = {}, {}, {}
    modules = _Modules(Path(spec.result).with_name(cache_keys.FILE_NAME))
    _compat.install_output_code_hook(modules.record, modules.artifact)
    for side in spec.sides:
        name, mode = side.name, side.compile_mode
        modules.side = name
        before = _compat.compile_counters()
        seen = dict(calls.calls)
        with _compat.cache_dir_in_use(side.cache_dir):
            step = compiled_step(CompileSpec(compile_mode=mode, backward=spec.backward), model, args, kwargs)
            cudagraphs = mode in CUDAGRAPH_MODES

            def one(step=step, cudagraphs=cudagraphs) -> None:
                if cudagraphs:
                    _compat.cudagraph_mark_step_begin()
                step()

            log(f"{name}: compiling from its cache {side.cache_dir} (mode={mode})")
            try:
                one()
                sync()
            except Exception as e:
                raise UserCodeError(f"compiling the {name} side", e) from e
        after = _compat.compile_counters()
        counters[name] = {k: v - before.get(k, 0) for k, v in after.items() if v != before.get(k, 0)}
        keys[name] = sorted(calls.since(seen))
        steps[name] = one
    return steps, counters, keys, modules


def measure(spec: InterleaveSpec, log) -> InterleaveResult:
    built = build_model(CompileSpec(path=spec.path, device=spec.device, backward=spec.backward))
    cuda = spec.device.startswith("cuda")
    sync = gpu_sync(cuda)
    calls = GraphCalls()
    graph_call.install(calls)
    steps, counters, keys, modules = _compile_sides(spec, built, calls, sync, log)
    names = [s.name for s in spec.sides]
    for _ in range(WARMUP_STEPS):
        for n in names:
            steps[n]()
    sync()
    per_step = {}
    for n in names:
        t0 = time.perf_counter()
        steps[n]()
        sync()
        per_step[n] = time.perf_counter() - t0
    k = int(min(MAX_BLOCK_STEPS, max(1, math.ceil(MIN_BLOCK_S / max(min(per_step.values()), 1e-6)))))
    order = block_order(names, spec.pairs)
    log(f"measuring {len(order)} blocks of {k} steps, alternating {' '.join(order[:4])} ...")
    from torch.profiler import schedule

    clocks: list[BlockClock | None] = []
    walls: list[float] = []
    for who in order:  # the walls, unprofiled (the profiler's CPU cost would stretch a host-bound side)
        steps[who]()  # the block's own warm-up: its first step after the other side's runs untimed
        sync()
        t0 = time.perf_counter()
        for _ in range(k):
            steps[who]()
        clocks.append(_clock() if cuda else None)
        sync()
        walls.append((time.perf_counter() - t0) * 1e3 / k)
    done: dict = {}
    kp = min(k, PROFILED_BLOCK_STEPS)  # the kernels of a step: a few steps of a block show them
    prof = rich_profiler(
        cuda, schedule(wait=0, warmup=1, active=len(order), repeat=1), Path(spec.trace), done, stacks=False
    )
    with prof:  # the kernels, profiled: the same blocks in the same order
        for n in names:  # the profiler's warm-up step
            steps[n]()
        sync()
        prof.step()
        for who in order:
            for _ in range(kp):
                steps[who]()
            sync()
            prof.step()
    return InterleaveResult(
        order=order,
        block_steps=k,
        profiled_steps=kp,
        clocks=clocks,
        wall_ms=walls,
        walls_unprofiled=True,
        counters=counters,
        graph_keys=keys,
        aot_ids=modules.aot_ids,
        trace=done.get("trace"),
    )


def main(argv: list[str]) -> int:
    spec = read_spec(InterleaveSpec, Path(argv[0]))

    def log(msg: str) -> None:
        print(f"[inductor-probe interleave] {msg}", file=sys.stderr, flush=True)

    result = InterleaveResult()
    try:
        result = measure(spec, log)
        result.status = ChildStatus.OK if result.trace else ChildStatus.ERROR
        if not result.trace:
            result.error = ChildError(message="the profiler wrote no trace")
    except UserCodeError as e:
        result.status = ChildStatus.ERROR
        result.error = ChildError(message=str(e), traceback=traceback.format_exc())
    except BaseException as e:
        result.status = ChildStatus.ERROR
        result.error = ChildError(
            message=f"the interleaved measurement raised {type(e).__name__}: {first_line(e, 300)}",
            traceback=traceback.format_exc(),
        )
    write_record(Path(spec.result), result)
    return 0 if result.status == ChildStatus.OK else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
