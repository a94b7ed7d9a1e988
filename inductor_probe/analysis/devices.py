"""Datasheet peaks and per-SM limits of the GPUs the tool meets, looked up by the name torch reports.

Compute peaks are dense (no 2:4 sparsity), in TFLOP/s (int8: TOPS), at the SM clock that NVIDIA's
figure assumes (``clock_mhz``, per class): the H100/H200 tensor-core figures assume a lower clock
(1830 MHz on the SXM) than their FP32 figure (1980 MHz, the top boost clock). Each figure is checked
in the tests against SMs x dense FLOP per clock per SM (the architecture's rate) x that clock.
DRAM bandwidth follows ``_compat.device_info`` (NVML style): 2 x memory clock x bus width / 8,
double data rate. An unknown GPU (or a MIG slice) gives ``None`` and a reason, never a guess.

Pure data and arithmetic: no torch, no NVML.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

COMPUTE_CLASSES = ("fp32", "tf32", "bf16", "fp16", "fp8", "int8")
# An SM clock reading below this fraction of the clock a figure assumes is taken for an idle reading.
IDLE_CLOCK_FRACTION = 0.5
# Measured DRAM bandwidth this far from the datasheet's gets a note.
DRAM_MISMATCH = 0.10

# Dense FLOP (int8: integer ops) per SM per clock. Whitepapers: "NVIDIA A100 Tensor Core GPU
# Architecture" (GA100), "NVIDIA Ada GPU Architecture" (AD10x), "NVIDIA H100 Tensor Core GPU
# Architecture" (GH100). None: the class has no hardware path (no FP8 on sm_80).
FLOP_PER_CLOCK_PER_SM: dict[str, dict[str, int | None]] = {
    "sm_80": {"fp32": 128, "tf32": 1024, "bf16": 2048, "fp16": 2048, "fp8": None, "int8": 4096},
    "sm_89": {"fp32": 256, "tf32": 512, "bf16": 1024, "fp16": 1024, "fp8": 2048, "int8": 2048},
    "sm_90": {"fp32": 256, "tf32": 2048, "bf16": 4096, "fp16": 4096, "fp8": 8192, "int8": 8192},
}


@dataclass(frozen=True)
class SMLimits:
    """Per-SM and per-block limits for occupancy (CUDA C++ Programming Guide, "Technical
    Specifications per Compute Capability"; granularities from cuda_occupancy.h)."""

    max_threads: int
    max_warps: int
    max_blocks: int
    registers: int  # 32-bit registers per SM
    max_registers_per_thread: int
    max_registers_per_block: int
    shared_bytes: int  # per SM, the largest carveout
    shared_bytes_per_block: int  # the opt-in maximum for one block (dynamic shared memory)
    reserved_shared_bytes_per_block: int = 1024  # the driver's reserve per block, sm_80 and later
    register_alloc_unit: int = 256  # registers per warp are allocated in units of this
    shared_alloc_unit: int = 128  # bytes, sm_80 and later
    sub_partitions: int = 4  # register file quadrants (cudaOccSubPartitionsPerMultiprocessor)
    warp_size: int = 32
    max_threads_per_block: int = 1024


SM_LIMITS: dict[str, SMLimits] = {
    # 8.0: 2048 threads, 32 blocks, 164 KB shared per SM, 163 KB per block.
    "sm_80": SMLimits(2048, 64, 32, 65536, 255, 65536, 167936, 166912),
    # 8.9: 1536 threads, 24 blocks, 100 KB shared per SM, 99 KB per block.
    "sm_89": SMLimits(1536, 48, 24, 65536, 255, 65536, 102400, 101376),
    # 9.0: 2048 threads, 32 blocks, 228 KB shared per SM, 227 KB per block.
    "sm_90": SMLimits(2048, 64, 32, 65536, 255, 65536, 233472, 232448),
}


@dataclass(frozen=True)
class DeviceSpec:
    key: str  # short name, "H100 SXM"
    names: tuple[str, ...]  # as torch.cuda.get_device_name() reports them
    arch: str  # "sm_90"
    sm_count: int
    boost_mhz: int  # top SM boost clock
    peak_tflops: Mapping[str, float | None]  # dense datasheet figures per compute class
    clock_mhz: Mapping[str, int]  # the SM clock each figure assumes
    memory_bus_bits: int
    dram_gbps: float  # datasheet
    l2_bytes: int
    source: str
    notes: tuple[str, ...] = ()

    @property
    def sm(self) -> SMLimits:
        return SM_LIMITS[self.arch]


# Dense datasheet figures (the sparse ones halved), TFLOP/s (int8: TOPS); "-": no such path. The SM
# clock each figure assumes: "fp32 MHz" for FP32, "tensor MHz" for the tensor-core classes. Sources
# (NVIDIA): H100 SXM/PCIe/NVL: the H100 datasheet and the Hopper whitepaper (table 3: 494.7 / 989.4 /
# 1978.9 dense at 1830 MHz); H200 / H200 NVL: the H200 datasheet; A100: the A100 datasheet (all forms
# 1410 MHz); L4, L40S: their datasheets, the Ada whitepaper for SMs and clocks. Bandwidth: datasheet.
_TABLE = """
key            arch  SMs boost fp32  tf32   bf16    fp8   int8 fp32MHz tensorMHz  bus GB/s L2MB
H100 SXM       sm_90 132  1980 66.9 494.7  989.4 1978.9 1978.9    1980      1830 5120 3352   50
H100 PCIe      sm_90 114  1755 51.0 378.0  756.5 1513.0 1513.0    1755      1620 5120 2000   50
H100 NVL       sm_90 132  1785 60.0 417.5  835.5 1670.5 1670.5    1785      1545 6144 3938   50
H200           sm_90 132  1980 66.9 494.7  989.4 1978.9 1978.9    1980      1830 6144 4800   50
H200 NVL       sm_90 132  1785 60.0 417.5  835.5 1670.5 1670.5    1785      1545 6144 4800   50
A100 SXM 80GB  sm_80 108  1410 19.5 156.0  312.0      -  624.0    1410      1410 5120 2039   40
A100 SXM 40GB  sm_80 108  1410 19.5 156.0  312.0      -  624.0    1410      1410 5120 1555   40
A100 PCIe 80GB sm_80 108  1410 19.5 156.0  312.0      -  624.0    1410      1410 5120 1935   40
A100 PCIe 40GB sm_80 108  1410 19.5 156.0  312.0      -  624.0    1410      1410 5120 1555   40
L4             sm_89  58  2040 30.3  60.0  121.0  242.5  242.5    2040      2040  192  300   48
L40S           sm_89 142  2520 91.6 183.0 362.05  733.0  733.0    2520      2520  384  864   96
"""
_H100 = "H100 datasheet https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet"
_H200 = "H200 datasheet https://www.nvidia.com/en-us/data-center/h200/"
_A100 = (
    "A100 datasheet https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/"
    "nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf"
)
# key: (names as torch.cuda.get_device_name() reports them, source)
_NAMES = {
    "H100 SXM": (("NVIDIA H100 80GB HBM3", "NVIDIA H100 SXM5 80GB"), _H100 + " ; Hopper whitepaper"),
    "H100 PCIe": (("NVIDIA H100 PCIe",), _H100),
    "H100 NVL": (("NVIDIA H100 NVL",), _H100),
    "H200": (("NVIDIA H200",), _H200),
    "H200 NVL": (("NVIDIA H200 NVL",), _H200),
    "A100 SXM 80GB": (("NVIDIA A100-SXM4-80GB",), _A100),
    "A100 SXM 40GB": (("NVIDIA A100-SXM4-40GB",), _A100),
    "A100 PCIe 80GB": (("NVIDIA A100 80GB PCIe",), _A100),
    "A100 PCIe 40GB": (("NVIDIA A100-PCIE-40GB",), _A100),
    "L4": (("NVIDIA L4",), "L4 datasheet https://www.nvidia.com/en-us/data-center/l4/ ; Ada whitepaper"),
    "L40S": (("NVIDIA L40S",), "L40S datasheet https://www.nvidia.com/en-us/data-center/l40s/"),
}
_L2_NOTE = "L2 taken as the H100's 50 MB (the same GH100 die); torch reports the real size"
_NOTES = {
    "H100 NVL": ("bus width 6144 bits (6 HBM3 stacks) inferred from its 94 GB at 3.9 TB/s",),
    "H200": (_L2_NOTE,),
    "H200 NVL": (_L2_NOTE,),
    "L40S": ("the datasheet's dense BF16/FP16 362.05 is 1.2% under half its sparse 733 (366.4 at 2520 MHz)",),
}


def _parse_table() -> tuple[DeviceSpec, ...]:
    out = []
    for line in _TABLE.strip().splitlines()[1:]:
        key, _, rest = line.partition(" sm_")
        arch, sms, boost, *nums = ("sm_" + rest).split()
        fp32, tf32, bf16, fp8, int8 = (None if x == "-" else float(x) for x in nums[:5])
        clk_fp32, clk_tensor, bus, gbps, l2_mb = (float(x) for x in nums[5:])
        key = key.strip()
        names, source = _NAMES[key]
        peak = {"fp32": fp32, "tf32": tf32, "bf16": bf16, "fp16": bf16, "fp8": fp8, "int8": int8}
        clocks = dict.fromkeys(COMPUTE_CLASSES, int(clk_tensor)) | {"fp32": int(clk_fp32)}
        mib = 1024 * 1024
        spec = DeviceSpec(
            key, names, arch, int(sms), int(boost), peak, clocks, int(bus), gbps, int(l2_mb) * mib, source
        )
        out.append(replace(spec, notes=_NOTES.get(key, ())))
    return tuple(out)


DEVICES = _parse_table()


def _norm(name: str) -> str:
    s = " ".join(name.split()).casefold()
    return s[len("nvidia ") :] if s.startswith("nvidia ") else s


_BY_NAME = {_norm(n): d for d in DEVICES for n in d.names}


def resolve(name: str | None) -> tuple[DeviceSpec | None, str | None]:
    """``(spec, None)`` for a GPU of the table, else ``(None, reason)``; matched on the whole name."""
    if not name:
        return None, "unknown GPU: no device name recorded"
    key = _norm(name)
    if " mig " in f" {key} ":
        return None, f"unknown GPU {name!r}: a MIG slice has a fraction of the GPU's SMs and bandwidth"
    spec = _BY_NAME.get(key)
    if spec is None:
        return None, f"unknown GPU {name!r}: not in the device table, so no datasheet peaks"
    return spec, None


def lookup(name: str | None) -> DeviceSpec | None:
    return resolve(name)[0]


def dram_gbps(mem_clock_mhz: float, bus_width_bits: int) -> float:
    """Peak DRAM bandwidth, GB/s: 2 (double data rate) x memory clock x bus width / 8.

    The same arithmetic as ``_compat.device_info`` (which reads torch's memory clock in kHz).
    """
    return 2.0 * mem_clock_mhz * 1e6 * bus_width_bits / 8 / 1e9


def compute_peak_tflops(spec: DeviceSpec, compute_class: str, sm_mhz: float | None = None) -> float | None:
    """The dense peak of ``compute_class``, scaled to ``sm_mhz``: peak x sm_mhz / the clock it assumes."""
    peak = spec.peak_tflops.get(compute_class)
    if peak is None:
        return None
    if sm_mhz is None:
        return peak
    return peak * sm_mhz / spec.clock_mhz[compute_class]


@dataclass(frozen=True)
class Peaks:
    """The roofs of one device for one run: compute per class at ``sm_mhz``, and DRAM bandwidth."""

    device: str
    compute_tflops: Mapping[str, float | None]
    dram_gbps: float | None
    sm_mhz: float | None  # None: each compute figure at the clock its datasheet assumes
    dram_source: str | None  # "measured" | "memory clock x bus width" | "datasheet"
    sm_count: int | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)

    def compute(self, compute_class: str | None) -> float | None:
        return self.compute_tflops.get(compute_class) if compute_class else None


def peaks(
    spec: DeviceSpec | None,
    *,
    name: str | None = None,
    sm_mhz: float | None = None,
    mem_clock_mhz: float | None = None,
    bus_width_bits: int | None = None,
    measured_dram_gbps: float | None = None,
) -> Peaks:
    """Roofs for a run. DRAM: ``measured_dram_gbps`` (the manifest's ``peak_mem_gbps``), else memory
    clock x bus width, else the datasheet. Compute: the datasheet scaled by ``sm_mhz`` (the SM clock
    read during the run), unscaled without one or when the reading looks idle. ``spec`` None (an
    unknown GPU): no compute roofs, DRAM only from a measurement."""
    notes: list[str] = []
    bus = bus_width_bits or (spec.memory_bus_bits if spec else None)
    if measured_dram_gbps:
        bw, src = float(measured_dram_gbps), "measured"
    elif mem_clock_mhz and bus:
        bw, src = dram_gbps(mem_clock_mhz, bus), "memory clock x bus width"
    elif spec is not None:
        bw, src = spec.dram_gbps, "datasheet"
    else:
        bw, src = None, None
    if spec is None:
        _, reason = resolve(name)
        notes.append(reason or "unknown GPU")
        return Peaks(name or "?", dict.fromkeys(COMPUTE_CLASSES), bw, None, src, None, tuple(notes))
    if bw and src != "datasheet" and abs(bw / spec.dram_gbps - 1) > DRAM_MISMATCH:
        notes.append(f"DRAM {bw:.0f} GB/s ({src}) differs from the datasheet's {spec.dram_gbps:.0f} GB/s")
    clock = sm_mhz
    if clock is not None and clock < IDLE_CLOCK_FRACTION * min(spec.clock_mhz.values()):
        notes.append(
            f"SM clock {clock:.0f} MHz looks like an idle reading: compute roofs at datasheet clocks"
        )
        clock = None
    compute = {c: compute_peak_tflops(spec, c, clock) for c in COMPUTE_CLASSES}
    return Peaks(spec.key, compute, bw, clock, src, spec.sm_count, tuple(notes) + spec.notes)
