"""``collect/child.lingering_threads``: Inductor's own compile workers are not named as the model's (issue 43:
every cold CPU run warned "the model left 2 non-daemon thread(s) running (ThreadPoolExecutor-...)"); a
thread the model left is still named."""

from __future__ import annotations

import random
import threading

import pytest
import torch

from inductor_probe.collect import child


def test_inductors_compile_workers_are_not_the_models_but_the_models_thread_is(monkeypatch):
    from torch._inductor import config

    scale = 1.0 + random.random()  # a kernel never compiled before: the pool is made on a cold compile

    @torch.compile
    def f(x):
        return (x.sin() * scale + x.cos()).sum(0)

    with config.patch(fx_graph_cache=False):
        f(torch.randn(16, 16))
    workers = child._inductor_workers()
    if not workers:
        pytest.skip("Inductor made no compile pool on this host (one compile thread)")
    stop = threading.Event()
    mine = threading.Thread(target=stop.wait, name="model-worker")  # non-daemon, as a model's may be
    mine.start()
    try:
        left = child.lingering_threads()
        assert "model-worker" in left and not any(t.name in left for t in workers)
        monkeypatch.setattr(child, "_inductor_workers", set)  # without the exclusion, the pool's are named
        assert set(child.lingering_threads()) >= {t.name for t in workers}
    finally:
        stop.set()
        mine.join()
