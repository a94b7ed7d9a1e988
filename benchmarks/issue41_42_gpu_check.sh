#!/usr/bin/env bash
# Both GPU checks of this turn in one call: kernel --export (issue 42, acceptance 2) then the runtime ledger
# (issue 41, acceptance 1); $OUT/export_pack.tgz and $OUT/ hold their figures.
bash benchmarks/kernel_export_check.sh 2>&1 | grep -v "^  _warn\|UserWarning" | tail -14
mkdir -p /tmp/export-keep && mv "$OUT"/* /tmp/export-keep/ && cp /tmp/export-keep/export.txt "$OUT/export.txt"
tar czf "$OUT/export_pack.tgz" -C /tmp export-keep
bash benchmarks/ledger_gpu_check.sh 2>&1 | tail -9
