"""Every string the tool prints or writes: one module per result type, each with
``RENDERERS = {format: function(result, top=None) -> str}``.

| module    | result                                 | formats               |
|-----------|----------------------------------------|-----------------------|
| breakdown | ``run.manifest.Run`` (a breakdown run) | text, json, csv, html |
| kernels   | the kernel list (``analysis.kernels``) | text, json, csv       |
| kernel    | ``KernelReport`` (``kernel NAME``)     | text, json, html      |
| compare   | ``analysis.compare.Comparison``        | text, json, csv, html |
| timeit    | ``TimeitResult`` (``timeit``)          | text, json            |

The commands' ``--format`` choices are the keys of these registries: a new format is one
function per result type here, and no edit in ``cli/``. ``html`` (the ``html`` package: one self-contained
page) is also what ``--html PATH`` writes.
"""
