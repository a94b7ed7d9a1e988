// selftest.js: opened with #selftest, the page checks what it drew and writes the result as JSON into
// a hidden pre element with the id "selftest" (a headless browser's --dump-dom reads it):
//   errors    what the page's script reported (window.onerror, console.error, unhandled rejections)
//   charts    SVG charts with something drawn, per kind; texts of a chart that overlap (each other or a
//             roof line), or that stick out
//   sorts     per table: a real click on a numeric and on a text header, and the order of the rows after
//   filters   per table with a filter: the rows left for a part of the first row's name
//   render_ms the script's time to draw the page; ready_ms: from navigation start to the page drawn

function rectsOverlap(a, b) {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 1 && h > 1;
}

// A text element's own text (its title child, the hover text, left out).
function ownText(t) {
  return Array.from(t.childNodes)
    .filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent)
    .join("");
}

function chartChecks(svg, n, out) {
  const box = svg.getBoundingClientRect();
  const texts = Array.from(svg.querySelectorAll("text")).filter((t) => ownText(t).trim());
  const rects = texts.map((t) => t.getBoundingClientRect());
  for (let i = 0; i < texts.length; i++) {
    const r = rects[i];
    if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
      out.clipped.push({ chart: n, text: ownText(texts[i]) });
    }
    for (let j = i + 1; j < texts.length; j++) {
      if (rectsOverlap(r, rects[j]) && out.overlaps.length < 50) {
        out.overlaps.push({ chart: n, a: ownText(texts[i]), b: ownText(texts[j]) });
      }
    }
  }
  // a roof line drawn across a text (its own label sits above the line's top end)
  for (const line of svg.querySelectorAll("line.roof")) {
    const l = line.getBoundingClientRect();
    const x = (l.left + l.right) / 2;
    texts.forEach((t, i) => {
      const r = rects[i];
      const h = Math.min(r.bottom, l.bottom) - Math.max(r.top, l.top);
      if (x > r.left + 1 && x < r.right - 1 && h > 1 && out.overlaps.length < 50) {
        out.overlaps.push({ chart: n, a: ownText(t), b: "the roof line" });
      }
    });
  }
}

function clickHeader(th) {
  th.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
}

// The values of column ci in the order the rows are shown; sorted in direction d (1: up, -1: down)?
function inOrder(tb, ci, d) {
  const vals = Array.from(tb.tbody.children)
    .filter((tr) => !tr.hidden)
    .map((tr) => cellValue(tb.rows[+tr.dataset.i][ci]));
  let seenMissing = false;
  for (let k = 0; k < vals.length; k++) {
    if (missing(vals[k])) {
      seenMissing = true;
      continue;
    }
    if (seenMissing) return { ok: false, why: "a value after a missing one", values: vals.slice(0, 8) };
    if (k > 0 && !missing(vals[k - 1])) {
      const a = vals[k - 1];
      const b = vals[k];
      const c = typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b));
      if (c * d > 0) return { ok: false, why: "out of order at row " + k, values: vals.slice(0, 8) };
    }
  }
  return { ok: true, first: vals[0], last: vals[vals.length - 1] };
}

function sortChecks(tb) {
  const res = { table: tb.table.id || null, rows: tb.rows.length, checks: [] };
  const numCol = tb.vis.find((i) => tb.cols[i].num && tb.rows.some((r) => !missing(cellValue(r[i]))));
  const textCol = tb.vis.find((i) => !tb.cols[i].num);
  for (const ci of [numCol, textCol]) {
    if (ci === undefined) continue;
    const th = tb.ths[tb.vis.indexOf(ci)];
    for (let click = 0; click < 2; click++) {
      clickHeader(th);
      const sort = th.getAttribute("aria-sort");
      const d = sort === "ascending" ? 1 : sort === "descending" ? -1 : 0;
      const check = d ? inOrder(tb, ci, d) : { ok: false, why: "no sort after a click" };
      res.checks.push({ column: tb.cols[ci].key, click: click + 1, sort: sort, ok: check.ok, why: check.why || null, first: check.first, values: check.values });
    }
  }
  return res;
}

function filterCheck(tb) {
  const nameCol = tb.vis.find((i) => !tb.cols[i].num);
  const first = Array.from(tb.tbody.children)[0];
  const name = String(cellValue(tb.rows[+first.dataset.i][nameCol]));
  const q = name.slice(0, Math.max(3, Math.min(12, name.length)));
  tb.input.value = q;
  tb.input.dispatchEvent(new Event("input", { bubbles: true }));
  const shown = Array.from(tb.tbody.children).filter((tr) => !tr.hidden);
  const ok = shown.length >= 1 && shown.every((tr) => tb.rows[+tr.dataset.i].some((c) => String(cellValue(c)).toLowerCase().includes(q.toLowerCase())));
  tb.input.value = "";
  tb.input.dispatchEvent(new Event("input", { bubbles: true }));
  const back = Array.from(tb.tbody.children).filter((tr) => !tr.hidden).length;
  return { table: tb.table.id || null, query: q, shown: shown.length, rows: tb.rows.length, ok: ok && back === tb.rows.length };
}

function selfTest(timing) {
  const out = { errors: (window.__probeErrors || []).slice(), charts: 0, kinds: {}, overlaps: [], clipped: [], tables: TABLES.length, sorts: [], filters: [] };
  Object.assign(out, timing);
  const svgs = Array.from(document.querySelectorAll("svg.chart"));
  svgs.forEach((s, n) => {
    const drawn = s.querySelector("rect:not(.band), circle, line, path") && s.getBoundingClientRect().width > 0;
    if (!drawn) return;
    out.charts += 1;
    out.kinds[s.dataset.kind] = (out.kinds[s.dataset.kind] || 0) + 1;
    chartChecks(s, n, out);
  });
  out.document_height = Math.ceil(document.documentElement.scrollHeight);
  for (const tb of TABLES) {
    if (tb.rows.length >= 2) out.sorts.push(sortChecks(tb));
    if (tb.input && tb.rows.length >= 2) out.filters.push(filterCheck(tb));
  }
  out.errors = (window.__probeErrors || []).slice();
  out.ok = !out.errors.length && !out.overlaps.length && !out.clipped.length && out.sorts.every((s) => s.checks.every((c) => c.ok)) && out.filters.every((f) => f.ok);
  el("pre", { id: "selftest", hidden: "" }, document.body, JSON.stringify(out));
}
