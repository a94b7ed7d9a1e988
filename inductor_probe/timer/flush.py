"""The L2 flush the timer runs before every cold call."""

from __future__ import annotations

from inductor_probe.timer import cuda as cb
from inductor_probe.timer.modes import ModeUnavailable


class Flush:
    """Evicts L2 by streaming a buffer of 2x the device's L2; known by its kernel's name.

    ``kind="read"`` reduces each 4 KiB row of the buffer (one kernel, no memset; it leaves
    L2 full of clean lines, like an invalidated cache: evicting them costs the next
    kernel nothing); ``"write"`` zeroes it (dirty lines whose write-back the next kernel
    pays). Of a few equivalent operations it takes the first that launches a single
    kernel which the timed callable never launches, so flush kernels can be told apart
    in a trace by name. ``gap_us`` spins the GPU after the flush.
    """

    def __init__(self, device, kind: str = "read", avoid: frozenset = frozenset(), gap_us: float = 0.0):
        import torch

        self.kind = kind
        self.nbytes = 2 * cb.l2_bytes(device)
        buf = torch.ones(self.nbytes // 4, dtype=torch.float32, device=device)
        rows = buf.view(-1, 1024)
        i32 = rows.view(torch.int32)
        if kind == "read":
            candidates = [lambda: rows.sum(1), lambda: rows.amax(1), lambda: i32.sum(1, dtype=torch.int32)]
        elif kind == "write":
            candidates = [buf.zero_, lambda: i32.fill_(0), lambda: buf.view(torch.int16).fill_(0)]
        else:
            raise ValueError(f"flush kind must be 'read' or 'write', not {kind!r}")
        self._buf = buf
        self._spin = cb.Spin(torch.device(device).index or 0) if gap_us > 0 else None
        self.gap_cycles = self._spin.cycles(gap_us) if self._spin else 0
        fallback = None
        for op in candidates:
            self._op = op
            devs, _ = cb.profile_once(self, cpu=False)
            names = frozenset(d.name for d in devs)
            if not names or names & avoid:
                continue
            if len(devs) == 1 + (1 if self.gap_cycles else 0):
                self.names = names
                self.gpu_us = sum(d.dur_ns for d in devs) / 1000.0
                return
            fallback = fallback or (op, names, sum(d.dur_ns for d in devs) / 1000.0)
        if fallback is None:
            raise ModeUnavailable("every flush kernel is also launched by the timed callable")
        self._op, self.names, self.gpu_us = fallback

    def __call__(self) -> None:
        self._op()
        if self._spin is not None:
            self._spin.run(self.gap_cycles)
