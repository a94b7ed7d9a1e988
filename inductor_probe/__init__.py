"""inductor-probe: where a torch.compile'd model spends its GPU time.

The public API (``inductor_probe.api``, loaded on first use so that ``import inductor_probe`` and
``inductor-probe --help`` stay light): ``breakdown``, ``load``, ``compare``, ``diff``, ``kernel``,
``export_kernel``, ``measure``, ``traces``, ``hosts`` and the types they return, ``Run``, ``Comparison``,
``KernelResult``, ``Job``; errors are ``ProbeError`` (``NothingMeasured`` with what was learned, ``JobFailed``
with each rank's outcome, ``OptionError``). A script marks its steps with ``mark_step()`` or ``with step():``
(no-ops unless ``breakdown`` runs it).
"""

from inductor_probe._version import __version__
from inductor_probe.marks import mark_step, step

_API: tuple[str, ...] = (
    "breakdown",
    "load",
    "compare",
    "diff",
    "kernel",
    "export_kernel",
    "measure",
    "traces",
)
_API = (*_API, "hosts")
_API = (*_API, "Run", "Comparison", "KernelResult", "Job")
_ERRORS = ("ProbeError", "NothingMeasured", "JobFailed", "OptionError")
__all__ = ["__version__", "mark_step", "step", *_ERRORS, *_API]


def __getattr__(name: str):
    if name in _API:
        from inductor_probe import api

        return getattr(api, name)
    if name in _ERRORS:
        from inductor_probe import errors

        return getattr(errors, name)
    raise AttributeError(f"module 'inductor_probe' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_API, *_ERRORS])
