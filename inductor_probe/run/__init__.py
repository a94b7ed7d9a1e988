"""The run: its directory on disk (``layout``), its typed manifest ``run.json`` (``manifest``,
``record``) and Inductor's generated files it holds (``artifacts``, pure text parsing).

The lowest layer above ``errors``/``_compat``/``_util``: it imports none of the others.
"""
