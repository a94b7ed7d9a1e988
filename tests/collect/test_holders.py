"""What holds a step's leftovers, and the allocator's history reduced to the user's frames (issue 32):
``collect/holders.py`` on CPU tensors (their pointers stand in for the allocator's block addresses)."""

from __future__ import annotations

import importlib.util
import os

import torch

from inductor_probe.collect.holders import _adding_line, holders, reduce_snapshot

LEAKY = '''"""A docstring that says history.append(x) is wrong."""
history = []


class Keeper:
    def __init__(self):
        self.kept = []

    def add(self, t):
        # self.kept.append(t) is said here in a comment
        self.kept.append(t)


def step(t):
    history.append(t)
'''


def _module(tmp_path):
    path = tmp_path / "leaky.py"
    path.write_text(LEAKY)
    spec = importlib.util.spec_from_file_location("leaky_for_test", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod, path


def test_the_adding_line_is_a_statement_not_a_docstring_or_comment(tmp_path):
    _, path = _module(tmp_path)
    assert _adding_line(str(path), "history") == (15, "history.append(t)")
    assert _adding_line(str(path), "kept") == (11, "self.kept.append(t)")
    assert _adding_line(str(path), "missing") is None


def test_holders_name_a_global_list_and_an_attribute(tmp_path):
    mod, path = _module(tmp_path)
    a, b = torch.ones(256), torch.ones(512)
    mod.step(a)
    keeper = mod.Keeper()
    keeper.add(b)
    alive = {a.untyped_storage().data_ptr(): 1024, b.untyped_storage().data_ptr(): 2048}
    got = {h["holder"]: h for h in holders(alive)}
    assert got["history"]["line"] == 15 and got["history"]["bytes"] == 1024
    assert got["history"]["file"] == str(path)
    assert got["Keeper.kept"]["line"] == 11 and got["Keeper.kept"]["bytes"] == 2048


def test_reduce_snapshot_keeps_the_users_frames_with_their_code(tmp_path):
    user = tmp_path / "model.py"
    user.write_text("x = 1\ny = make_buffer()\n")
    torch_file = os.path.join(os.path.dirname(torch.__file__), "nn", "modules", "linear.py")
    frame_user = {"filename": str(user), "line": 2, "name": "forward"}
    frame_torch = {"filename": torch_file, "line": 125, "name": "forward"}
    snap = {
        "segments": [
            {
                "device": 0,
                "blocks": [{"size": 512, "state": "active_allocated"}, {"size": 64, "state": "inactive"}],
            }
        ],
        "device_traces": [
            [
                {
                    "action": "alloc",
                    "addr": 1,
                    "size": 512,
                    "time_us": 10,
                    "frames": [frame_torch, frame_user],
                },
                {"action": "segment_alloc", "addr": 0, "size": 2 << 20, "time_us": 9, "frames": []},
                {"action": "free_requested", "addr": 1, "size": 512, "time_us": 11, "frames": [frame_torch]},
            ]
        ],
    }
    got = reduce_snapshot(snap, 0)
    assert got["allocated_at_end"] == 512
    assert [e[0] for e in got["events"]] == ["alloc", "free_requested"]  # segment events left out
    frames = got["frames"][got["events"][0][4]]
    assert frames == [[str(user), 2, "forward", "y = make_buffer()"]]  # torch's own frame dropped
    assert got["frames"][got["events"][1][4]] == []
