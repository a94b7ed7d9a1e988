"""GPU clock readings through NVML (read only: nothing here changes a clock or a setting).

``read_clocks(device)`` returns a :class:`ClockReading`, or ``None`` where NVML
(``pynvml``, from the nvidia-ml-py package) is not importable or the device is not
found. ``measure()`` takes any callable of that shape as ``clock_reader``, so tests
can inject readings.

Locking clocks is left to the user. With root, for example::

    sudo nvidia-smi -i 0 --lock-gpu-clocks=1755,1755     # SM clock, MHz
    sudo nvidia-smi -i 0 --lock-memory-clocks=2619,2619  # where supported
    sudo nvidia-smi -i 0 --reset-gpu-clocks              # undo (and --reset-memory-clocks)

``nvidia-smi -q -d SUPPORTED_CLOCKS`` lists valid values.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Optional

# NVML clocks-event ("throttle") reason bits.
REASONS = {
    0x1: "gpu_idle",
    0x2: "applications_clocks_setting",
    0x4: "sw_power_cap",
    0x8: "hw_slowdown",
    0x10: "sync_boost",
    0x20: "sw_thermal_slowdown",
    0x40: "hw_thermal_slowdown",
    0x80: "hw_power_brake_slowdown",
    0x100: "display_clock_setting",
}
# Reasons that mean the GPU ran slower than it could (idle and user settings do not).
SLOWDOWN = (
    "sw_power_cap",
    "hw_slowdown",
    "sw_thermal_slowdown",
    "hw_thermal_slowdown",
    "hw_power_brake_slowdown",
)
# A clock change larger than this fraction between two readings is reported.
CLOCK_MOVE_TOL = 0.02


@dataclass(frozen=True)
class ClockReading:
    sm_mhz: Optional[int] = None
    mem_mhz: Optional[int] = None
    throttle_reasons: tuple[str, ...] = field(default_factory=tuple)
    temperature_c: Optional[int] = None
    power_w: Optional[float] = None

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["throttle_reasons"] = list(self.throttle_reasons)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any] | None) -> Optional[ClockReading]:
        if d is None:
            return None
        return cls(
            sm_mhz=d.get("sm_mhz"),
            mem_mhz=d.get("mem_mhz"),
            throttle_reasons=tuple(d.get("throttle_reasons") or ()),
            temperature_c=d.get("temperature_c"),
            power_w=d.get("power_w"),
        )


ClockReader = Callable[[Any], Optional[ClockReading]]


def decode_reasons(mask: int) -> tuple[str, ...]:
    return tuple(name for bit, name in sorted(REASONS.items()) if mask & bit)


def _nvml_handle(pynvml, device):
    """NVML handle of a torch device: by UUID (survives CUDA_VISIBLE_DEVICES), else by index."""
    index = 0 if device is None else getattr(device, "index", device)
    index = 0 if index is None else int(index)
    try:
        import torch

        uuid = str(torch.cuda.get_device_properties(index).uuid)
        if uuid:
            return pynvml.nvmlDeviceGetHandleByUUID(uuid if uuid.startswith("GPU-") else "GPU-" + uuid)
    except Exception:
        pass
    return pynvml.nvmlDeviceGetHandleByIndex(index)


def read_clocks(device=None) -> Optional[ClockReading]:
    """SM/memory clocks, clocks-event reasons, temperature and power of ``device`` (None without NVML)."""
    try:
        import pynvml
    except ImportError:
        return None
    try:
        pynvml.nvmlInit()
    except Exception:
        return None
    try:
        h = _nvml_handle(pynvml, device)

        def get(f, *a):
            try:
                return f(h, *a)
            except Exception:
                return None

        sm = get(pynvml.nvmlDeviceGetClockInfo, pynvml.NVML_CLOCK_SM)
        mem = get(pynvml.nvmlDeviceGetClockInfo, pynvml.NVML_CLOCK_MEM)
        reasons_f = getattr(pynvml, "nvmlDeviceGetCurrentClocksEventReasons", None) or getattr(
            pynvml, "nvmlDeviceGetCurrentClocksThrottleReasons", None
        )
        mask = get(reasons_f) if reasons_f else None
        temp = get(pynvml.nvmlDeviceGetTemperature, pynvml.NVML_TEMPERATURE_GPU)
        power = get(pynvml.nvmlDeviceGetPowerUsage)
        return ClockReading(
            sm_mhz=sm,
            mem_mhz=mem,
            throttle_reasons=decode_reasons(mask or 0),
            temperature_c=temp,
            power_w=None if power is None else power / 1000.0,
        )
    except Exception:
        return None
    finally:
        try:
            pynvml.nvmlShutdown()
        except Exception:
            pass


def clock_warnings(before: Optional[ClockReading], after: Optional[ClockReading]) -> list[str]:
    """Warnings when clocks moved between two readings or the GPU reported a slowdown."""
    out: list[str] = []
    for label, attr in (("SM", "sm_mhz"), ("memory", "mem_mhz")):
        a = getattr(before, attr, None)
        b = getattr(after, attr, None)
        if a and b and abs(b - a) > CLOCK_MOVE_TOL * max(a, b):
            out.append(f"{label} clock moved during the measurement ({a} -> {b} MHz)")
    slow = []
    for r in (before, after):
        for name in getattr(r, "throttle_reasons", ()) or ():
            if name in SLOWDOWN and name not in slow:
                slow.append(name)
    if slow:
        out.append("GPU throttling reported: " + ", ".join(slow))
    return out
