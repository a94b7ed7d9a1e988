"""Accuracy of inductor_probe.timer against Nsight Compute, beside triton's do_bench, in one run.

    python -m benchmarks.timer_accuracy --out DIR [--quick] [--no-ncu] [--repeat 10]

Truth: ncu ``--clock-control none --cache-control all --metrics gpu__time_duration.sum``
(every kernel replayed on a flushed cache, clocks left alone), run as a child process
on the same cases; per call, the sum of its kernels. Then, in this process, each case is
timed by naive events, do_bench, do_bench_cudagraph and each mode of ``measure``.
Writes DIR/timer_accuracy.md and DIR/timer_accuracy.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

NCU_CALLS = int(os.environ.get("TIMER_ACCURACY_NCU_CALLS", "20"))
MARKER = "spin_kernel"  # torch.cuda._sleep's kernel separates the cases in ncu's output


def cases(quick: bool = False):
    """(name, builder) in order; builder() -> zero-argument callable on cuda."""
    import torch
    import torch.nn.functional as F

    dev = "cuda"

    def ew(n):
        def b():
            x = torch.randn(n, device=dev)
            return lambda: x * 2

        return b

    def red():
        x = torch.randn(16 << 20, device=dev)
        return lambda: x.sum()

    def softmax():
        x = torch.randn(4096, 4096, device=dev)
        return lambda: torch.softmax(x, -1)

    def layernorm():
        x = torch.randn(8192, 4096, device=dev, dtype=torch.bfloat16)
        return lambda: F.layer_norm(x, (4096,))

    def gemm(m, n, k, dtype):
        def b():
            a = torch.randn(m, k, device=dev, dtype=dtype)
            w = torch.randn(k, n, device=dev, dtype=dtype)
            return lambda: a @ w

        return b

    def linear():
        x = torch.randn(20, 8192, device=dev, dtype=torch.float16)
        w = torch.randn(5120, 8192, device=dev, dtype=torch.float16)
        return lambda: F.linear(x, w)

    def bmm():
        q = torch.randn(64, 512, 64, device=dev, dtype=torch.float16)
        k = torch.randn(64, 64, 512, device=dev, dtype=torch.float16)
        return lambda: torch.bmm(q, k)

    def inductor():
        x = torch.randn(8192, 4096, device=dev, dtype=torch.float16)
        w = torch.randn(4096, device=dev, dtype=torch.float16)
        f = torch.compile(lambda x, w: F.gelu(F.layer_norm(x, (4096,), w)))
        return lambda: f(x, w)

    def multi():
        a = torch.randn(2048, 2048, device=dev, dtype=torch.float16)
        b = torch.randn(2048, 2048, device=dev, dtype=torch.float16)
        c = torch.randn(2048, 2048, device=dev, dtype=torch.float16)
        return lambda: torch.relu(a @ b) + c

    out = [
        ("x*2 16K fp32", ew(16 << 10)),
        ("x*2 1M fp32", ew(1 << 20)),
        ("x*2 64M fp32", ew(64 << 20)),
        ("sum 16M fp32", red),
        ("softmax 4096² fp32", softmax),
        ("layer_norm 8192×4096 bf16", layernorm),
        ("gemm 256³ fp16", gemm(256, 256, 256, torch.float16)),
        ("F.linear 20×8192 · 5120×8192 fp16", linear),
        ("bmm 64×(512×64 · 64×512) fp16", bmm),
        ("gemm 4096³ bf16", gemm(4096, 4096, 4096, torch.bfloat16)),
        ("gemm 8192³ fp32 (no TF32)", gemm(8192, 8192, 8192, torch.float32)),
        ("inductor layer_norm+gelu 8192×4096 fp16", inductor),
        ("multi-kernel relu(a@b)+c 2048² fp16", multi),
    ]
    return out[:3] + out[-2:] if quick else out


# --------------------------------------------------------------------------- ncu


def ncu_child(quick: bool) -> int:
    """Run under ncu: each case a few times between cudaProfilerStart/Stop, a marker after each."""
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False
    for name, build in cases(quick):
        fn = None
        try:
            fn = build()
            for _ in range(3):
                fn()
        except Exception as e:  # the case is reported missing
            print(f"case {name!r} failed: {e}", file=sys.stderr)
            fn = None
        torch.cuda.synchronize()
        torch.cuda.profiler.start()
        for _ in range(NCU_CALLS if fn else 0):
            fn()
            torch.cuda.synchronize()
        torch.cuda._sleep(1000)
        torch.cuda.synchronize()
        torch.cuda.profiler.stop()
        print(f"ncu child: {name} done", file=sys.stderr, flush=True)
    return 0


def parse_ncu_csv(text: str) -> list[tuple[str, float]]:
    from inductor_probe.collect.ncu import csv_rows, launch_times_us

    if not csv_rows(text):
        raise RuntimeError("no CSV in ncu output: " + text[-1500:])
    return launch_times_us(text)


def split_cases(launches, names):
    """Launches between markers, per case -> (median per-call sum µs, kernels/call, kernel names)."""
    chunks, cur = [], []
    for kname, us in launches:
        if MARKER in kname:
            chunks.append(cur)
            cur = []
        else:
            cur.append((kname, us))
    res = {}
    for name, chunk in zip(names, chunks, strict=True):
        if not chunk or len(chunk) % NCU_CALLS:
            res[name] = {"ncu_us": None, "ncu_launches": len(chunk)}
            continue
        k = len(chunk) // NCU_CALLS
        sums = [sum(us for _, us in chunk[i * k : (i + 1) * k]) for i in range(NCU_CALLS)]
        res[name] = {
            "ncu_us": statistics.median(sums),
            "ncu_kernels": k,
            "ncu_names": [n.split("(")[0][:80] for n, _ in chunk[:k]],
            "ncu_samples": sums,
        }
    return res


# --------------------------------------------------------------------------- in-process timers


def naive_events(fn, reps: int = 20) -> float:
    import torch

    out = []
    for _ in range(reps):
        for _ in range(5):
            fn()
        torch.cuda.synchronize()
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        e.synchronize()
        out.append(s.elapsed_time(e) * 1000)
    return statistics.median(out)


def time_case(name, fn, variants: bool) -> dict:
    import triton.testing as tt

    from inductor_probe.timer import measure

    r: dict = {"case": name}
    r["naive_events_us"] = naive_events(fn)
    r["do_bench_us"] = tt.do_bench(fn, return_mode="median") * 1000
    try:
        r["do_bench_cudagraph_us"] = tt.do_bench_cudagraph(fn, return_mode="median") * 1000
    except Exception as e:
        r["do_bench_cudagraph_error"] = str(e)[:200]
    runs = {
        "events": {"mode": "events"},
        "graph": {"mode": "graph"},
        "kernel": {"mode": "kernel"},
        "auto": {},
    }
    if variants:
        runs.update(
            {
                "kernel_write_flush": {"mode": "kernel", "flush": "write"},
                "kernel_gap20": {"mode": "kernel", "flush_gap_us": 20.0},
                "kernel_warm": {"mode": "kernel", "cache": "warm"},
                "events_warm": {"mode": "events", "cache": "warm"},
            }
        )
    for key, kw in runs.items():
        try:
            m = measure(fn, **kw)
            r[key + "_us"] = m.median_us
            if m.info.exec_us is not None:
                r[key + "_exec_us"] = m.info.exec_us
            r[key] = (
                m.to_dict() if key == "auto" else {k: v for k, v in m.to_dict().items() if k != "samples_us"}
            )
        except Exception as e:
            r[key + "_error"] = f"{type(e).__name__}: {str(e)[:200]}"
    return r


def repeatability(fn, times: int) -> dict:
    from inductor_probe.timer import measure

    meds, walls, infos = [], [], []
    for _ in range(times):
        t = time.perf_counter()
        m = measure(fn)
        walls.append(time.perf_counter() - t)
        meds.append(m.median_us)
        infos.append(
            {k: getattr(m.info, k) for k in ("exec_us", "gap_us", "host_lag")}
            | {"warnings": list(m.warnings)}
        )
    mean = statistics.fmean(meds)
    return {
        "medians_us": meds,
        "cv_of_medians": statistics.stdev(meds) / mean if len(meds) > 1 else 0.0,
        "wall_s": walls,
        "max_wall_s": max(walls),
        "mode": m.mode,
        "measures": infos,
    }


def environment() -> dict:
    import torch
    import triton

    p = torch.cuda.get_device_properties(0)
    drv = None
    try:
        drv = subprocess.run(
            ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
            capture_output=True,
            text=True,
            timeout=30,
        ).stdout.strip()
    except Exception:
        pass
    return {
        "gpu": p.name,
        "driver": drv,
        "l2_mb": getattr(p, "L2_cache_size", 0) / 2**20,
        "torch": torch.__version__,
        "triton": triton.__version__,
        "python": platform.python_version(),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }


def err(x, ref):
    return None if x is None or not ref else 100.0 * (x - ref) / ref


def ncu_iqr(r: dict) -> str:
    """Interquartile range of ncu's per-call sums, as % of their median: the truth's own spread."""
    xs = sorted(r.get("ncu_samples") or [])
    if len(xs) < 4 or not r.get("ncu_us"):
        return "n/a"
    q = statistics.quantiles(xs, n=4)
    return f"{100 * (q[2] - q[0]) / r['ncu_us']:.1f}%"


def to_markdown(env: dict, rows: list[dict], rep: dict) -> str:
    def cell(r, key):
        x = r.get(key + "_us")
        if x is None:
            return "n/a"
        e = err(x, r.get("ncu_us"))
        return f"{x:.2f}" + ("" if e is None else f" ({e:+.1f}%)")

    cols = ["naive_events", "do_bench", "do_bench_cudagraph", "events", "graph", "kernel", "auto"]
    lines = [
        "# inductor_probe.timer vs Nsight Compute",
        "",
        f"GPU: {env['gpu']} (L2 {env['l2_mb']:.0f} MiB), driver {env['driver']}; torch {env['torch']}, "
        f"triton {env['triton']}, python {env['python']}; {env['date']}.",
        "",
        "Truth: ncu `--clock-control none --cache-control all --metrics gpu__time_duration.sum`, "
        f"median over {NCU_CALLS} calls of the sum of one call's kernels "
        "(each kernel replayed on a flushed L2). "
        "Clocks were not locked. Cells: median µs (error vs ncu). naive events: event pair around one call "
        "after 5 warm-ups; do_bench / do_bench_cudagraph: triton.testing, median; events / graph / kernel / "
        "auto: "
        "`measure(fn, mode=...)`, cache cold. ncu IQR: spread of ncu's own per-call times, % of its median.",
        "",
        "| case | kernels/call (ncu / ours) | ncu µs | ncu IQR | "
        + " | ".join(cols)
        + " | auto picked | auto warnings |",
        "|---|---|---|---|" + "---|" * len(cols) + "---|---|",
    ]
    for r in rows:
        ncu = "n/a" if r.get("ncu_us") is None else f"{r['ncu_us']:.2f}"
        auto = r.get("auto") or {}
        lines.append(
            f"| {r['case']} | {r.get('ncu_kernels', '?')} / {auto.get('kernels_per_call', '?')} | {ncu} | "
            f"{ncu_iqr(r)} | "
            + " | ".join(cell(r, c) for c in cols)
            + f" | {auto.get('mode', '-')} | {'; '.join(auto.get('warnings', [])) or '-'} |"
        )
    var = [
        c
        for c in (
            "kernel_exec",
            "kernel_write_flush",
            "kernel_write_flush_exec",
            "kernel_gap20",
            "kernel_warm",
            "kernel_warm_exec",
            "events_warm",
        )
        if any(c + "_us" in r for r in rows)
    ]
    if var:
        lines += [
            "",
            "Variants (error vs ncu; cold unless named warm; *_exec: kernels' bare execution sum, without "
            "the launch gaps):",
            "",
            "| case | ncu µs | kernel (read flush) | " + " | ".join(var) + " |",
            "|---|---|---|" + "---|" * len(var),
        ]
        for r in rows:
            ncu = "n/a" if r.get("ncu_us") is None else f"{r['ncu_us']:.2f}"
            lines.append(
                f"| {r['case']} | {ncu} | {cell(r, 'kernel')} | " + " | ".join(cell(r, c) for c in var) + " |"
            )
    single = [
        r
        for r in rows
        if r.get("ncu_us") and r.get("ncu_kernels") == 1 and r["ncu_us"] >= 2 and "auto_us" in r
    ]
    multi = [r for r in rows if r.get("ncu_us") and (r.get("ncu_kernels") or 0) > 1 and "auto_us" in r]
    lines += [""]
    for label, sel, bound in (
        ("single-kernel cases ≥ 2 µs", single, 3.0),
        ("multi-kernel cases", multi, 5.0),
    ):
        if sel:
            errs = [abs(err(r["auto_us"], r["ncu_us"])) for r in sel]
            db = [abs(err(r["do_bench_us"], r["ncu_us"])) for r in sel]
            lines.append(
                f"- auto, {label}: {sum(e <= bound for e in errs)}/{len(sel)} within {bound:g}% of ncu; "
                f"worst {max(errs):.1f}%, median {statistics.median(errs):.1f}% (do_bench: worst "
                f"{max(db):.1f}%, "
                f"median {statistics.median(db):.1f}%)."
            )
    if rep:
        lines += [
            "",
            "Repeatability: 10 back-to-back `measure(fn)` (auto, cold) per case:",
            "",
            "| case | mode | CV of medians | min–max median µs | max wall s/measure | min–max launch gap µs "
            "|",
            "|---|---|---|---|---|---|",
        ]
        for name, v in rep.items():
            gaps = [x["gap_us"] for x in v.get("measures", []) if x.get("gap_us") is not None]
            g = f"{min(gaps):.2f}–{max(gaps):.2f}" if gaps else "-"
            lines.append(
                f"| {name} | {v['mode']} | {100 * v['cv_of_medians']:.2f}% | {min(v['medians_us']):.2f}–"
                f"{max(v['medians_us']):.2f} | {v['max_wall_s']:.2f} | {g} |"
            )
    return "\n".join(lines) + "\n"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="timer-accuracy-out")
    p.add_argument("--quick", action="store_true", help="5 cases only")
    p.add_argument("--no-ncu", action="store_true")
    p.add_argument("--ncu", default=os.environ.get("NCU", "ncu"))
    p.add_argument(
        "--variants", action="store_true", help="also time flush and cache variants of kernel mode"
    )
    p.add_argument(
        "--repeat", type=int, default=10, help="back-to-back measures per case for repeatability (0: skip)"
    )
    p.add_argument("--ncu-child", action="store_true", help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.ncu_child:
        return ncu_child(a.quick)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    # one Inductor cache for the ncu child and this process: both run the config autotuned first
    os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", str((out / "inductor-cache").resolve()))
    names = [n for n, _ in cases_names(a.quick)]
    ncu = {}
    if not a.no_ncu:
        t = time.time()
        try:
            launches = _ncu_launches(a.quick, a.ncu, out / "ncu.log")
            ncu = split_cases(launches, names)
        except Exception as e:
            print(f"ncu failed: {e}", file=sys.stderr)
        print(f"ncu: {time.time() - t:.0f}s", file=sys.stderr, flush=True)
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False
    env = environment()
    rows, rep = [], {}
    for name, build in cases(a.quick):
        t = time.time()
        r = {"case": name, **ncu.get(name, {})}
        try:
            fn = build()
            fn()
            r.update(time_case(name, fn, a.variants))
            if a.repeat and (r.get("ncu_us") or r.get("kernel_us") or 0) >= 10:
                rep[name] = repeatability(fn, a.repeat)
        except Exception as e:
            r["error"] = f"{type(e).__name__}: {str(e)[:300]}"
        rows.append(r)
        print(
            f"{name}: {time.time() - t:.1f}s ncu={r.get('ncu_us')} auto={r.get('auto_us')} "
            f"kernel={r.get('kernel_us')} do_bench={r.get('do_bench_us')}",
            file=sys.stderr,
            flush=True,
        )
        (out / "timer_accuracy.json").write_text(
            json.dumps({"environment": env, "rows": rows, "repeatability": rep}, indent=1)
        )
        md = to_markdown(env, rows, rep)
        (out / "timer_accuracy.md").write_text(md)
    print(md)
    return 0


def cases_names(quick: bool):
    """Names only, without touching CUDA (the parent runs ncu before initialising CUDA)."""
    import torch  # noqa: F401  (cases() builds lazily: listing it allocates nothing)

    return cases(quick)


def _ncu_launches(quick: bool, ncu: str, log: Path):
    from inductor_probe.collect.ncu import ncu_command

    cmd = [
        *ncu_command(ncu, ["gpu__time_duration.sum"]),
        sys.executable,
        str(Path(__file__).resolve()),
        "--ncu-child",
    ] + (["--quick"] if quick else [])
    env = dict(os.environ, TORCHINDUCTOR_COMPILE_THREADS="1")
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=env)
    log.write_text(" ".join(cmd) + "\n" + proc.stdout[-30000:] + "\n--- stderr ---\n" + proc.stderr[-20000:])
    if proc.returncode != 0:
        raise RuntimeError(f"ncu exited {proc.returncode}; see {log}")
    return parse_ncu_csv(proc.stdout)


if __name__ == "__main__":
    sys.exit(main())
