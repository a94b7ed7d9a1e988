#!/usr/bin/env bash
# Issue 31 on a GPU, in one call: examples/notebook.ipynb executed headless by a real Jupyter kernel (nbclient,
# ipykernel) with a Hugging Face GPT-2 object (PROBE_NOTEBOOK_MODEL=gpt2, random weights), then its
# run.kernels (the notebook writes run_kernels.csv) against `inductor-probe kernels --run DIR --format csv` of
# the same run, byte for byte and row for row. Needs nbclient/nbformat/ipykernel: carried as wheels in .whl/
# where the machine has none (the device tool's README says how).
set -u
FINAL=${OUT:-$PWD/api-check-out}
WORK=/tmp/api-check
R=$WORK/out
rm -rf "$WORK"
mkdir -p "$FINAL" "$R" "$WORK/nb"
if [ -d .whl ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site .whl/*.whl \
    > "$R/pip.txt" 2>&1 && export PYTHONPATH=/tmp/site
fi
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1 INDUCTOR_PROBE_CACHE=$WORK/cache
export PROBE_NOTEBOOK_MODEL=${PROBE_NOTEBOOK_MODEL:-gpt2} JUPYTER_PLATFORM_DIRS=1
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys, transformers, nbclient, ipykernel, cloudpickle; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__, 'transformers', transformers.__version__, 'nbclient', nbclient.__version__, 'ipykernel', ipykernel.__version__, 'cloudpickle', cloudpickle.__version__)"
} > "$R/environment.txt" 2>&1
python3 -m ipykernel install --user --name python3 > "$R/kernelspec.txt" 2>&1
t0=$SECONDS
python3 - "$WORK/nb" "$R" <<'PY' > "$R/notebook.txt" 2>&1
import sys, nbformat, nbclient
cwd, out = sys.argv[1:3]
nb = nbformat.read("examples/notebook.ipynb", as_version=4)
client = nbclient.NotebookClient(nb, timeout=480, kernel_name="python3", resources={"metadata": {"path": cwd}})
try:
    client.execute()
    print("executed: every cell ran without error")
finally:
    nbformat.write(nb, f"{out}/notebook_executed.ipynb")
for cell in nb.cells:
    if cell.cell_type == "code":
        for o in cell.outputs:
            if o.output_type == "stream":
                print(o.text.rstrip())
            elif o.output_type in ("execute_result", "display_data"):
                print(o.data.get("text/plain", "")[:2000])
            elif o.output_type == "error":
                print("ERROR", o.ename, o.evalue)
PY
echo "notebook: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
RUN=$(ls -d "$WORK"/nb/probe-runs/2* 2>/dev/null | head -1)
if [ -n "$RUN" ]; then
  python3 -m inductor_probe kernels --run "$RUN" --format csv > "$R/kernels_cli.csv" 2> "$R/kernels_cli.err"
  echo "kernels cli: exit $?" | tee -a "$R/exits.txt"
  cp "$WORK/nb/run_kernels.csv" "$R/kernels_api.csv" 2>/dev/null
  python3 - "$R/kernels_api.csv" "$R/kernels_cli.csv" <<'PY' | tee "$R/equal.txt"
import sys, pandas as pd
a, b = (open(p).read() for p in sys.argv[1:3])
da, db = (pd.read_csv(p) for p in sys.argv[1:3])
same_rows = len(da) == len(db) and all(
    da.iloc[i].equals(db.iloc[i]) for i in range(len(da))
)
print(f"rows: api {len(da)}, cli {len(db)}; columns {len(da.columns)} / {len(db.columns)}; "
      f"byte-identical: {a == b}; row for row equal: {same_rows}")
PY
  python3 -m inductor_probe report --run "$RUN" > "$R/report.txt" 2>&1
  cp "$RUN/run.json" "$R/"
fi
tar -C "$R" -czf "$FINAL/api_check.tgz" .
cp "$R/exits.txt" "$R/equal.txt" "$FINAL/" 2>/dev/null
echo done
