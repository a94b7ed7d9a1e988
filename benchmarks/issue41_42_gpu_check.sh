#!/usr/bin/env bash
# Both GPU checks of this turn in one call: kernel --export (issue 42, acceptance 2) then the runtime ledger
# (issue 41, acceptance 1); $OUT/export/ and $OUT/ hold their figures.
bash benchmarks/kernel_export_check.sh 2>&1 | grep -v "^  _warn\|UserWarning" | tail -14
mkdir -p "$OUT/export" && mv "$OUT"/export.* "$OUT"/breakdown.txt "$OUT"/isolated_import.txt "$OUT"/environment.txt "$OUT/export/" 2>/dev/null; mv "$OUT/pack.tgz" "$OUT/export/pack.tgz"
bash benchmarks/ledger_gpu_check.sh 2>&1 | tail -9
