"""Where a hung job's ranks are (collect/ranks.stack_state): faulthandler dumps read as waiting in a
collective (a torch.distributed call, or backward where DDP/FSDP run theirs) or in the user's code."""

from inductor_probe.collect.ranks import stack_state

C10D = """Current thread 0x00007f80 (most recent call first):
  File "/usr/lib/python3/site-packages/torch/distributed/distributed_c10d.py", line 2806 in all_reduce
  File "/usr/lib/python3/site-packages/torch/distributed/c10d_logger.py", line 81 in wrapper
  File "/home/u/train.py", line 14 in main
  File "/home/u/train.py", line 20 in <module>
"""
BACKWARD = """Thread 0x00007f81 (most recent call first):
  File "/usr/lib/python3.12/threading.py", line 320 in wait

Current thread 0x00007f80 (most recent call first):
  File "/usr/lib/python3/site-packages/torch/autograd/graph.py", line 979 in _engine_run_backward
  File "/usr/lib/python3/site-packages/torch/_tensor.py", line 623 in backward
  File "/home/u/train.py", line 68 in main
"""
USER = """Current thread 0x00007f80 (most recent call first):
  File "/home/u/train.py", line 66 in main
  File "/work/inductor_probe/collect/model_child.py", line 283 in run_script
"""


def test_a_rank_in_all_reduce_waits_in_it_at_the_users_line():
    assert stack_state(C10D) == (True, "waiting in all_reduce (train.py:14)")


def test_a_rank_in_backward_waits_for_ddp_s_gradient_collectives():
    waiting, what = stack_state(BACKWARD)
    assert waiting and what.startswith("waiting in backward") and what.endswith("(train.py:68)")


def test_a_rank_in_its_own_code_is_not_in_a_collective():
    assert stack_state(USER) == (False, "not in a collective (at train.py:66)")
    assert stack_state("")[0] is False
