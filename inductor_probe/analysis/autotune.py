"""Which of max-autotune's choices each template kernel ran (``StepView.autotune``).

Per compiled graph that ran in the step, per kernel whose compile recorded the autotuner's decision
(``KernelInfo.autotune``: a template kernel, or a library call the autotuner chose over templates):

    ran      = the choice it is (its config read from its source, ``run/autotune.which_ran``)
    rank     = its place among the timed choices, fastest first
    other    = the fastest choice of the other kind: the best library call beside a template, the best
               template beside a library call
    step_us  = the kernel's GPU (or CPU) time per call in the profiled steps (a template's own rows; a library
               call's kernels are the library's and are not named by the call: none)

The autotuner's figures are its own benchmark at compile time (its inputs, its timer); the step's are the
profiled steps', so the two side by side say whether its choice held in the real step.
"""

from __future__ import annotations

from collections.abc import Mapping

import pandas as pd

from inductor_probe.run.artifacts import CompiledModule, KernelInfo
from inductor_probe.run.autotune import Autotuned
from inductor_probe.run.runtime import AutotuneRow


def _row(label: str, k: KernelInfo, tuned: Autotuned, mine: pd.DataFrame | None, steps: int) -> AutotuneRow:
    chosen = tuned.chosen()
    library = chosen.kind == "library" if chosen is not None else k.kind == "extern"
    other = next((c for c in tuned.choices if (c.kind == "library") != library), None)
    step_us = calls = None
    if mine is not None and not mine.empty and steps > 0:
        step_us = float(mine["dur_us"].sum()) / len(mine)
        calls = len(mine) / steps
    return AutotuneRow(
        graph=label,
        kernel=k.name,
        op=tuned.op,
        choices=tuned.n,
        ran=chosen.what if chosen is not None else k.name,
        ran_us=chosen.us if chosen is not None else None,
        rank=None if tuned.ran is None else tuned.ran + 1,
        other=other.what if other is not None else None,
        other_us=other.us if other is not None else None,
        step_us=step_us,
        calls=calls,
    )


def autotune_rows(
    rows: pd.DataFrame, modules: Mapping[str, CompiledModule], labels: Mapping[str, str], steps: int
) -> list[AutotuneRow] | None:
    """The step's autotuned kernels, graph by graph in the step's order; None where none ran."""
    inside = rows[rows["graph"].notna()] if "graph" in rows else rows.iloc[0:0]
    out: list[AutotuneRow] = []
    for key in dict.fromkeys(inside["graph"].astype(str)):
        module = modules.get(key)
        if module is None:
            continue
        grp = inside[inside["graph"].astype(str) == key]
        label = labels.get(key, key)
        for k in module.kernels:
            if k.autotune is not None:
                out.append(_row(label, k, k.autotune, grp[grp["name"] == k.name], steps))
        for k in module.extern_calls:
            if k.autotune is not None:
                out.append(_row(label, k, k.autotune, None, steps))
    return out or None
