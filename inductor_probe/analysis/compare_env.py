"""What differs between the environments of two runs: GPU, driver, versions, compile mode, Inductor's
settings; listed before any time, since any of them can explain a difference in time."""

from __future__ import annotations

from inductor_probe.analysis.compare_rows import EnvDiff
from inductor_probe.run.manifest import Manifest

# Run-private paths: they differ between any two runs and say nothing about the result.
PRIVATE_ENV = ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR")
CLOCK_MOVE_PCT = 2.0  # SM clocks during the runs closer than this are not listed
LOAD_MOVE_CORES = 0.5  # other processes' load closer than this (cores) is not listed


def _flat(m: Manifest) -> dict[str, object]:
    env = m.environment
    out: dict[str, object] = {
        "model": m.model.path,
        "compile mode": m.model.compile_mode,
        "backward": m.model.backward,
        "device type": m.device_type,
    }
    if m.model.script_args:
        out["script arguments"] = " ".join(m.model.script_args)
    dev = env.device.to_dict() if env.device is not None else {}
    for key in ("name", "driver", "capability", "sm_count", "memory_bytes"):
        if key in dev:
            out[f"GPU {key}" if key != "name" else "GPU"] = dev[key]
    if "threads" in dev:  # torch.get_num_threads() in the child: the C++ kernels' OpenMP threads
        out["CPU threads (torch)"] = dev["threads"]
    if env.versions is not None:
        for key, value in env.versions.to_dict().items():
            out[key] = value
    for key, value in (env.inductor_settings or {}).items():
        out[f"inductor {key}"] = value
    for key, value in (env.inductor_env or {}).items():
        if key not in PRIVATE_ENV:
            out[f"env {key}"] = value
    return out


def _load(m: Manifest) -> float | None:
    return m.step.timed.other_load_cores if m.step is not None else None


def _clock(m: Manifest) -> float | None:
    dev = m.environment.device
    return getattr(dev, "sm_clock_mhz", None) if dev is not None else None


def environment_diff(base: Manifest, other: Manifest) -> list[EnvDiff]:
    """One row per setting that differs (absent on one side: None)."""
    a, b = _flat(base), _flat(other)
    rows = [
        EnvDiff(key, a.get(key), b.get(key))
        for key in list(a) + [k for k in b if k not in a]
        if a.get(key) != b.get(key)
    ]
    la, lb = _load(base), _load(other)
    if la is not None and lb is not None and abs(la - lb) >= LOAD_MOVE_CORES:
        rows.append(EnvDiff("other processes' CPU load (cores busy)", round(la, 2), round(lb, 2)))
    ca, cb = _clock(base), _clock(other)
    if ca and cb and abs(ca - cb) / min(ca, cb) * 100.0 > CLOCK_MOVE_PCT:
        rows.append(EnvDiff("SM clock during the steps (MHz)", ca, cb))
    return rows
