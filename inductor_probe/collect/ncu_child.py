"""Child process of ``collect.ncu`` (run under Nsight Compute): launch one config of a kernel file.

``python -m inductor_probe.collect.ncu_child SPEC.json`` (a ``doors.NcuSpec``: the kernel file, the config's
KEY, N launches; its result: the first fields of a ``NcuReport``)

1. import the kernel file and build its inputs (``get_args()``);
2. compile the configs its heuristics declare and take the one whose key
   (``rebench_child.config_key``) is KEY; when none has that key (a config coordinate descent
   found), let Inductor's autotuner choose (``call(args)``) and take its choice, and say so;
3. with the profiler range opened (``cudaProfilerStart``; ncu runs with ``--profile-from-start off``),
   launch it N times, then close the range. Compiling and autotuning happen before: ncu profiles
   only those N launches.
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path

from inductor_probe import _compat
from inductor_probe._util import load_module
from inductor_probe.collect.doors import NcuSpec, read_spec, write_record
from inductor_probe.collect.rebench_child import config_key
from inductor_probe.errors import describe
from inductor_probe.run.timings import NcuReport
from inductor_probe.vocab import ChildStatus


def main(argv: list[str]) -> int:
    spec = read_spec(NcuSpec, Path(argv[0]))
    res = NcuReport()
    try:
        import torch

        module = load_module(Path(spec.kernel_file), name="inductor_probe_kernel")
        kern, res.kernel = _compat.kernel_autotuner(module)
        args = module.get_args()
        declared = list(_compat.autotuner_configs(kern))
        launchers, _ = _compat.compile_all_configs(kern, declared)  # every declared config
        launcher = next((x for x in launchers if config_key(x.config) == spec.config), None)
        if launcher is not None:
            res.how = "the config as declared by the kernel's heuristics"
        else:  # found by coordinate descent: Inductor's autotuner finds it again
            module.call(args)
            torch.cuda.synchronize()
            launcher = _compat.chosen_launcher(kern)
            res.how = "not among the declared configs: Inductor's autotuner chose again"
        res.config = config_key(launcher.config)
        stream = torch.cuda.current_stream().cuda_stream
        launcher(*args, stream=stream)  # warm: the launch path, not the first-launch cost, is profiled
        torch.cuda.synchronize()
        torch.cuda.cudart().cudaProfilerStart()
        for _ in range(spec.launches):
            launcher(*args, stream=stream)
        torch.cuda.synchronize()
        torch.cuda.cudart().cudaProfilerStop()
        res.launches = spec.launches
        res.status = ChildStatus.OK
    except BaseException as e:
        res.status, res.error, res.traceback = ChildStatus.ERROR, describe(e, 300), traceback.format_exc()
    write_record(Path(spec.result), res)
    return 0 if res.status == ChildStatus.OK else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
