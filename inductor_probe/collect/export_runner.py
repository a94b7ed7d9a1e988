"""The runner an exported kernel script carries (``kernel NAME --export DIR``, ``workflows/kernel_export.py``
appends this file's source after the kernel's): torch and triton alone, no code of the tool. It pins the
config the tool's ``kernel`` command timed as the run's choice where the export carries it, else lets the
kernel's autotuner choose as Inductor does in the run (``call(args)``: benchmark the declared configs, then
coordinate descent where the file asks), then times the chosen launcher the way inductor-probe's timer does
in kernel mode: CUPTI's kernel durations from the profiler, each call queued behind a GPU sleep so the GPU
never waits for the host, cold L2 (twice the L2 read before each call) and warm (back to back), each
call's duration plus the launch/completion gap of back-to-back calls (their interquartile mean). Medians
with the interquartile range, in µs."""

import argparse
import statistics
import sys

import torch

SLEEP_CYCLES_PER_CALL = 20_000  # the GPU sleep queued ahead: longer than the host needs to enqueue a call


def iq_mean(xs):
    """The mean of the middle half (the timer's estimate of a launch/completion gap)."""
    xs = sorted(xs)
    k = len(xs) // 4
    mid = xs[k : len(xs) - k] or xs
    return sum(mid) / len(mid)


def quartiles(xs):
    q = statistics.quantiles(xs, n=4) if len(xs) > 1 else [xs[0]] * 3
    return q[0], statistics.median(xs), q[2]


def _device_events(prof, name):
    """The device activities of kernel ``name`` in a profile, by start: [(start_us, end_us), ...]."""
    out = []
    for e in prof.events():
        if e.name == name and e.device_type == torch.autograd.DeviceType.CUDA:
            start = e.time_range.start
            out.append((start, start + e.time_range.elapsed_us()))
    return sorted(out)


def profiled(fn, n, flush=None):
    """``n`` calls of ``fn`` (each after ``flush`` where given) under the profiler, queued behind a sleep."""
    import warnings

    from torch.profiler import ProfilerActivity, profile

    warnings.filterwarnings("ignore", message="Warning: Profiler clears events")
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        torch.cuda._sleep(SLEEP_CYCLES_PER_CALL * n)
        for _ in range(n):
            if flush is not None:
                flush()
            fn()
        torch.cuda.synchronize()
    return prof


def time_kernel(fn, name, cache="cold", reps=200):
    """Per-call µs of kernel ``name`` launched by ``fn``: ``(q1, median, q3, n, gap_us)``."""
    l2 = torch.cuda.get_device_properties(torch.cuda.current_device()).L2_cache_size or (256 << 20)
    rows = torch.ones(2 * l2 // 4, dtype=torch.float32, device="cuda").view(-1, 1024)
    flush = (lambda: rows.sum(1)) if cache == "cold" else None  # a read: L2 left full of clean lines
    for _ in range(5):
        fn()
    back = _device_events(profiled(fn, 60), name)
    gaps = [b[0] - a[1] for a, b in zip(back, back[1:], strict=False)]
    gap = iq_mean(gaps) if gaps else 0.0
    durations = [end - start + gap for start, end in _device_events(profiled(fn, reps, flush), name)]
    if not durations:
        raise RuntimeError(f"the profiler saw no kernel named {name}: was it launched?")
    q1, med, q3 = quartiles(durations)
    return q1, med, q3, len(durations), gap


def config_text(cfg):
    kw = dict(getattr(cfg, "kwargs", {}) or {})
    kw.update(num_warps=getattr(cfg, "num_warps", None), num_stages=getattr(cfg, "num_stages", None))
    return ", ".join(f"{k} {v}" for k, v in kw.items() if v is not None)


def pin(kern, wanted):
    """Make the kernel run the one config ``wanted`` names (``XBLOCK 1024, num_warps 8, num_stages 1``), no
    autotuning nor coordinate descent after it: the config the tool timed as the run's choice."""
    import triton

    try:
        parts = dict(p.rsplit(" ", 1) for p in wanted.split(", "))
        warps, stages = int(parts.pop("num_warps")), int(parts.pop("num_stages"))
        kwargs = {k: int(v) if v.lstrip("-").isdigit() else v for k, v in parts.items()}
        kern.configs = [triton.Config(kwargs, num_warps=warps, num_stages=stages)]
        kern.inductor_meta = {**(kern.inductor_meta or {}), "coordinate_descent_tuning": False}
        return True
    except Exception:
        return False


def main(kern, get_args, call, expected=None, argv=None):
    """Choose as Inductor does, time the chosen config cold and warm, print each beside what the tool read."""
    ap = argparse.ArgumentParser(description="run and time one exported Triton kernel on its own")
    ap.add_argument("--cache", choices=("cold", "warm", "both"), default="both")
    ap.add_argument("--reps", type=int, default=200)
    a = ap.parse_args(argv)
    if not torch.cuda.is_available():
        sys.exit("this kernel needs a CUDA device and none is available here")
    args = get_args()  # random values of the step's shapes, strides and dtypes
    wanted = (expected or {}).get("config")
    if wanted and not pin(kern, wanted):
        print(f"note: the tool's config ({wanted}) could not be pinned; the autotuner chooses")
    call(args)  # the autotuner chooses among the declared configs, as in the run (or runs the pinned one)
    torch.cuda.synchronize()
    launcher = kern.launchers[0]
    stream = torch.cuda.current_stream().cuda_stream
    name = (getattr(kern, "inductor_meta", None) or {}).get("kernel_name") or kern.fn.__name__
    print(f"{name} on {torch.cuda.get_device_name()}, torch {torch.__version__}")
    print(f"config: {config_text(launcher.config)}")
    for cache in ("cold", "warm") if a.cache == "both" else (a.cache,):
        q1, med, q3, n, gap = time_kernel(lambda: launcher(*args, stream=stream), name, cache, a.reps)
        line = f"{cache} L2: {med:.2f} µs median (IQR {q1:.2f}-{q3:.2f}, {n} calls; gap {gap:.2f} µs)"
        tool = (expected or {}).get(cache)
        if isinstance(tool, float):
            line += f"; inductor-probe's kernel read {tool:.2f} µs ({100.0 * (med - tool) / tool:+.1f}%)"
        print(line)
