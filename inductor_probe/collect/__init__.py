"""Everything that runs in a child process, each parent module beside its child:

``model`` / ``model_child`` (run the user's model under torch.compile, collect its compiled
modules), ``isolated`` / ``isolated_child`` (each compiled module on its own, what ``-p`` does),
``rebench`` / ``rebench_child`` (one Triton kernel file, config by config); ``child`` runs a
child and reads its result; ``env`` holds every Inductor/Triton variable the children get.
"""
