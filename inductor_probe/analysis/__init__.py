"""Pure functions from recorded data to tables, matches and verdicts: no printing, no processes.

``trace`` (Chrome trace -> launch rows), ``categories`` (the rule table), ``breakdown`` (rows ->
per-graph tables), ``kernels`` (finding a kernel of a run), ``compare`` (pairing two runs'
kernels), ``verdicts`` (does a tuned kernel beat the generated one).
"""
