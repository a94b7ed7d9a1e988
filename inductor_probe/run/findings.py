"""``Finding``: one thing a run shows that its report opens with (decided in ``analysis/findings.py`` and
``analysis/job_findings.py``; every renderer shows the same list)."""

from __future__ import annotations

from dataclasses import dataclass

from inductor_probe.vocab import FindingKind


@dataclass(frozen=True)
class Finding:
    what: str  # one sentence: what the run shows
    gain_ms: float | None = None  # the expected gain, per step (or per call where the run has no step view)
    basis: str | None = None  # where the gain comes from
    kind: FindingKind = FindingKind.TIME

    def to_dict(self) -> dict[str, str | float | None]:
        return {"kind": str(self.kind), "what": self.what, "gain_ms": self.gain_ms, "basis": self.basis}
