"""``timeit``: a user's callable -> the timer."""

from __future__ import annotations

from inductor_probe.errors import NOTHING_MEASURED, USAGE, ProbeError, first_line
from inductor_probe.timer.measurement import TimedTarget


def timeit(
    target: str,
    setup: str | None,
    *,
    rotate: int,
    mode: str,
    cache: str,
    device: str | None,
    budget_s: float,
    cross_check: bool,
) -> TimedTarget:
    """Load ``target`` (and ``setup``, called ``rotate`` times for as many input sets) and time it."""
    from inductor_probe import timer
    from inductor_probe.collect.user_code import bind, load_callable

    if rotate < 1:
        raise ProbeError(f"--rotate must be at least 1, not {rotate}", USAGE)
    if budget_s <= 0:
        raise ProbeError(f"--budget must be positive, not {budget_s:g}", USAGE)
    if rotate > 1 and not setup:
        raise ProbeError("--rotate needs --setup (it calls SETUP once per input set)", USAGE)
    fn = load_callable(target, "TARGET")
    calls = [fn]
    if setup:
        make = load_callable(setup, "--setup")
        calls = []
        for _ in range(rotate):
            try:
                calls.append(bind(fn, make()))
            except Exception as e:
                raise ProbeError(
                    f"--setup {setup!r} raised {type(e).__name__}: {first_line(e, 200)}", USAGE
                ) from e
    rotated = len(calls) > 1
    try:
        m = timer.measure(
            (lambda c: c()) if rotated else calls[0],
            rotate=[(c,) for c in calls] if rotated else None,
            mode=mode,
            cache=cache,
            device=device,
            budget_s=budget_s,
            cross_check=cross_check,
        )
    except ProbeError:
        raise
    except Exception as e:
        raise ProbeError(
            f"{target!r} raised {type(e).__name__} while being timed: {first_line(e, 200)}", NOTHING_MEASURED
        ) from e
    return TimedTarget(target, setup, m)
