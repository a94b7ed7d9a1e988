"""``timeit``: a user's callable -> the timer."""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Iterator
from dataclasses import replace

from inductor_probe import thresholds
from inductor_probe.collect import hostload
from inductor_probe.errors import NOTHING_MEASURED, TIMEOUT, USAGE, ProbeError, first_line
from inductor_probe.timer.measurement import TimedTarget

DEFAULT_TIMEOUT_S = 1800.0


class _UserExit(BaseException):
    """The user's code called ``os._exit`` while the tool ran it in this process."""

    def __init__(self, code: int):
        super().__init__(code)
        self.code = code


@contextlib.contextmanager
def guarded(target: str, timeout_s: float) -> Iterator[None]:
    """The user's code, run in this process, bounded: ``sys.exit`` and ``os._exit`` become a one-line
    error instead of ending the tool with no output, and a call that does not return within ``timeout_s``
    (SIGALRM, the main thread; a C call that never returns to Python is not interrupted) is stopped. A
    target that takes SIGALRM over (its own handler, ``alarm()``) is stopped all the same: a watchdog thread
    sends the main thread SIGINT ``WATCHDOG_GRACE_S`` later, and the interrupt it raises is the timeout's
    error."""

    ours = os.getpid()
    done, fired = threading.Event(), threading.Event()  # the call ended (or timed out); the watchdog fired

    def exit_now(code: int = 0) -> None:
        if os.getpid() != ours:  # a process the user's code forked (a Pool's worker) exits as it means to
            real_exit(code)
        raise _UserExit(code)

    def expired(signum, frame) -> None:
        done.set()  # SIGALRM's: the watchdog has nothing left to do
        raise ProbeError(
            f"{target!r} did not finish within --timeout {timeout_s:g} s and was stopped; "
            "raise --timeout if it is just slow",
            TIMEOUT,
        )

    main = threading.current_thread() is threading.main_thread()
    real_exit, previous = os._exit, signal.getsignal(signal.SIGALRM) if main else None
    os._exit = exit_now  # type: ignore[assignment]
    if main:
        signal.signal(signal.SIGALRM, expired)
        signal.setitimer(signal.ITIMER_REAL, timeout_s)
        _watchdog(done, fired, timeout_s + WATCHDOG_GRACE_S)
    try:
        yield
    except KeyboardInterrupt:
        if not fired.is_set():
            raise
        expired(signal.SIGINT, None)  # the watchdog's: the target had taken SIGALRM over
    except (SystemExit, _UserExit) as e:
        how = "os._exit" if isinstance(e, _UserExit) else "sys.exit"
        raise ProbeError(
            f"{target!r} called {how}({e.code!r}): nothing was measured; time a callable that returns",
            NOTHING_MEASURED,
        ) from None
    finally:
        done.set()
        os._exit = real_exit
        if main:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


WATCHDOG_GRACE_S = 2.0  # after --timeout: the SIGALRM timer's chance first


def _watchdog(done: threading.Event, fired: threading.Event, after_s: float) -> None:
    """A daemon thread: unless ``done`` is set within ``after_s``, SIGINT to the main thread (``fired``)."""
    main = threading.main_thread().ident

    def watch() -> None:
        if not done.wait(after_s) and main is not None:
            fired.set()
            signal.pthread_kill(main, signal.SIGINT)

    threading.Thread(target=watch, name="inductor-probe-timeout", daemon=True).start()


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
    timeout_s: float = DEFAULT_TIMEOUT_S,
) -> TimedTarget:
    """Load ``target`` (and ``setup``, called ``rotate`` times for as many input sets) and time it."""
    if rotate < 1:
        raise ProbeError(f"--rotate must be at least 1, not {rotate}", USAGE)
    if budget_s <= 0:
        raise ProbeError(f"--budget must be positive, not {budget_s:g}", USAGE)
    if rotate > 1 and not setup:
        raise ProbeError("--rotate needs --setup (it calls SETUP once per input set)", USAGE)
    with guarded(target, timeout_s):
        return _timeit(target, setup, rotate, mode, cache, device, budget_s, cross_check)


def _timeit(target, setup, rotate, mode, cache, device, budget_s, cross_check) -> TimedTarget:
    from inductor_probe import timer
    from inductor_probe.collect.user_code import bind, load_callable

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
    load_before = hostload.sample()
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
    other = hostload.other_load_cores(load_before, hostload.sample())
    if m.device == "cpu" and other is not None and other >= thresholds.OTHER_LOAD_WARN_CORES:
        m = replace(
            m,
            warnings=(
                *m.warnings,
                f"other processes kept {other:.1f} CPU cores busy while timed: a CPU measurement can read "
                "many times slower under such load; re-run on an idle machine",
            ),
        )
    return TimedTarget(target, setup, m)
