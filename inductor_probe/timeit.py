"""``inductor-probe timeit``: time a Python callable with :func:`inductor_probe.timer.measure`.

    inductor-probe timeit bench.py:step --setup bench.py:make_inputs [--mode auto] [--cache cold]

TARGET and SETUP are ``FILE.py:NAME`` or ``package.module:NAME``. SETUP's return value
becomes the arguments: a tuple or list is spread, a dict is passed as keywords, None means
no arguments, anything else is the one argument. ``--rotate N`` calls SETUP N times and
cycles through the N input sets, so a call does not find the previous call's data in cache.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import sys
from pathlib import Path

from inductor_probe.errors import NOTHING_MEASURED, USAGE, ProbeError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("target", metavar="TARGET", help="callable to time: FILE.py:NAME or module:NAME")
    parser.add_argument("--setup", metavar="SETUP", help="FILE.py:NAME or module:NAME returning fn's arguments")
    parser.add_argument("--mode", default="auto", choices=("auto", "kernel", "graph", "events", "wall"),
                        help="timing method (default auto: kernel or events by duration, cross-checked)")
    parser.add_argument("--cache", default="cold", choices=("cold", "warm"),
                        help="cold: flush L2 before every call (default); warm: back to back")
    parser.add_argument("--device", default=None, help="cuda[:N] or cpu (default: cuda if available)")
    parser.add_argument("--budget", type=float, default=0.25, help="seconds for the main method (default 0.25)")
    parser.add_argument("--rotate", type=int, default=1, help="input sets to cycle through (calls SETUP N times)")
    parser.add_argument("--no-cross-check", action="store_true", help="auto: skip the second method")
    parser.add_argument("--format", default="text", choices=("text", "json"))


def _load(spec: str, what: str):
    if ":" not in spec:
        raise ProbeError(f"{what} {spec!r} must look like FILE.py:NAME or module:NAME", USAGE)
    where, _, name = spec.rpartition(":")
    if not where or not name:
        raise ProbeError(f"{what} {spec!r} must look like FILE.py:NAME or module:NAME", USAGE)
    if where.endswith(".py") or "/" in where or "\\" in where:
        path = Path(where)
        if not path.is_file():
            raise ProbeError(f"{what}: no such file {where!r}", USAGE)
        mod_name = f"_inductor_probe_timeit_{abs(hash(str(path.resolve())))}"
        module = sys.modules.get(mod_name)
        if module is None:
            loader_spec = importlib.util.spec_from_file_location(mod_name, path)
            module = importlib.util.module_from_spec(loader_spec)
            sys.path.insert(0, str(path.resolve().parent))
            try:
                loader_spec.loader.exec_module(module)
            except Exception as e:
                raise ProbeError(f"{what}: importing {where!r} raised {type(e).__name__}: {_first_line(e)}", USAGE) from e
            finally:
                sys.path.remove(str(path.resolve().parent))
            sys.modules[mod_name] = module
    else:
        try:
            module = importlib.import_module(where)
        except ImportError as e:
            raise ProbeError(f"{what}: cannot import module {where!r} ({_first_line(e)})", USAGE) from e
        except Exception as e:
            raise ProbeError(f"{what}: importing {where!r} raised {type(e).__name__}: {_first_line(e)}", USAGE) from e
    if not hasattr(module, name):
        public = sorted(n for n in vars(module) if callable(getattr(module, n)) and not n.startswith("_"))
        hint = f"; callables there: {', '.join(public[:8])}" if public else ""
        raise ProbeError(f"{what}: {where!r} has no {name!r}{hint}", USAGE)
    obj = getattr(module, name)
    if not callable(obj):
        raise ProbeError(f"{what}: {spec!r} is a {type(obj).__name__}, not a callable", USAGE)
    return obj


def _first_line(e: BaseException) -> str:
    text = str(e).strip()
    return text.splitlines()[0][:200] if text else type(e).__name__


def _as_call(fn, inputs):
    if inputs is None:
        return fn
    if isinstance(inputs, dict):
        return lambda: fn(**inputs)
    args = tuple(inputs) if isinstance(inputs, (tuple, list)) else (inputs,)
    return lambda: fn(*args)


def run(args: argparse.Namespace) -> int:
    from inductor_probe.timer import measure

    if args.rotate < 1:
        raise ProbeError(f"--rotate must be at least 1, not {args.rotate}", USAGE)
    if args.budget <= 0:
        raise ProbeError(f"--budget must be positive, not {args.budget:g}", USAGE)
    if args.rotate > 1 and not args.setup:
        raise ProbeError("--rotate needs --setup (it calls SETUP once per input set)", USAGE)
    fn = _load(args.target, "TARGET")
    calls = [fn]
    if args.setup:
        setup = _load(args.setup, "--setup")
        calls = []
        for _ in range(args.rotate):
            try:
                calls.append(_as_call(fn, setup()))
            except Exception as e:
                raise ProbeError(f"--setup {args.setup!r} raised {type(e).__name__}: {_first_line(e)}", USAGE) from e
    rotated = (lambda c: c()) if len(calls) > 1 else None
    target = calls[0] if rotated is None else rotated
    try:
        m = measure(target, rotate=[(c,) for c in calls] if rotated else None, mode=args.mode, cache=args.cache,
                    device=args.device, budget_s=args.budget, cross_check=not args.no_cross_check)  # fmt: skip
    except ProbeError:
        raise
    except Exception as e:
        raise ProbeError(f"{args.target!r} raised {type(e).__name__} while being timed: {_first_line(e)}",
                         NOTHING_MEASURED) from e  # fmt: skip
    if args.format == "json":
        d = m.to_dict()
        d["target"] = args.target
        d["setup"] = args.setup
        sys.stdout.write(json.dumps(d, indent=1) + "\n")
    else:
        sys.stdout.write(f"{args.target}: {m}\n")
        b, a = m.clocks_before, m.clocks_after
        if b or a:
            sys.stdout.write(f"  clocks SM {getattr(b, 'sm_mhz', '?')} -> {getattr(a, 'sm_mhz', '?')} MHz, "
                             f"memory {getattr(b, 'mem_mhz', '?')} -> {getattr(a, 'mem_mhz', '?')} MHz\n")  # fmt: skip
        if m.cross_check:
            c = m.cross_check
            floor = c.get("events_floor_us") or 0.0
            allowed = f" (events carry their own event pair and launch: {floor:.2f} µs allowed)" if floor else ""
            sys.stdout.write(f"  cross-check: {c['mode']} {c['median_us']:.2f} µs ({c['diff_pct']:+.1f}%), "
                             f"{'agrees' if c['agree'] else 'DISAGREES'}{allowed}\n")  # fmt: skip
    return 0
