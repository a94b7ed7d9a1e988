// charts.js: the step as one stacked bar, and horizontal bar charts (one or two series, whiskers, a
// roof line, a speedup panel on a log axis). Every chart is sized to its content: label and value
// columns as wide as their longest text (measured), rows as many as the data.

function figure(parent, title) {
  const fig = el("figure", { class: "chart-box" }, parent);
  if (title) el("figcaption", {}, fig, title);
  return fig;
}

function svgRoot(fig, kind) {
  return sv("svg", { class: "chart", "data-kind": kind, role: "img", "font-size": FS }, fig);
}

function finish(svg, w, h) {
  w = Math.ceil(w);
  h = Math.ceil(h);
  svg.setAttribute("width", w);
  svg.setAttribute("height", h);
  svg.setAttribute("viewBox", "0 0 " + w + " " + h);
}

// The longest prefix of s (with an ellipsis) that fits in w pixels.
function fitText(s, w, size) {
  s = String(s);
  if (textWidth(s, size) <= w) return s;
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (textWidth(s.slice(0, mid) + "…", size) <= w) lo = mid;
    else hi = mid - 1;
  }
  return s.slice(0, lo) + "…";
}

function stackChart(b, parent) {
  const fig = figure(parent, b.title);
  const W = chartWidth(fig);
  const svg = svgRoot(fig, "stack");
  const parts = b.parts.filter((p) => isNum(p.value) && p.value > 0);
  const sum = parts.reduce((a, p) => a + p.value, 0);
  const total = Math.max(isNum(b.total) ? b.total : 0, sum);
  const totalText = b.total_label || fmt(total, 3) + " " + b.unit;
  const pad = 8;
  const plotW = W - 2 * pad - textWidth(totalText) - 12;
  const barY = 6;
  const barH = 32;
  let x = pad;
  for (const p of parts) {
    const w = (p.value / total) * plotW;
    const color = colorFor(p.key);
    const pct = (100 * p.value) / total;
    const r = sv("rect", { x: x, y: barY, width: Math.max(w, 0.5), height: barH, fill: color, stroke: "#fff", "stroke-width": 1 }, svg);
    tip(r, p.label + ": " + fmt(p.value, 3) + " " + b.unit + " (" + fmt(pct, 1) + "%)" + (p.tip ? "\n" + p.tip : ""));
    const t = fmt(pct, 0) + "%";
    if (textWidth(t) + 8 < w) {
      const dark = p.key === "idle" || color === "#edc948";
      sv("text", { x: x + w / 2, y: barY + barH / 2 + 4, "text-anchor": "middle", class: dark ? "in-bar dark" : "in-bar" }, svg, t);
    }
    x += w;
  }
  sv("text", { x: pad + plotW + 8, y: barY + barH / 2 + 4, class: "value" }, svg, totalText);
  const items = parts.map((p) => ({
    label: p.label + "  " + fmt(p.value, 3) + " " + b.unit + " (" + fmt((100 * p.value) / total, 1) + "%)",
    color: colorFor(p.key),
  }));
  const lh = legend(svg, items, pad, barY + barH + 20, W - 2 * pad);
  finish(svg, W, barY + barH + 12 + lh);
}

// Speedup axis: log scale around 1, wide enough for every dot and band, at least 0.87x-1.15x.
function speedupScale(rows, x0, w) {
  let d = Math.log(1.15);
  for (const r of rows) {
    const s = r.speedup;
    if (!s) continue;
    for (const v of [s.x, s.lo, s.hi]) if (isNum(v) && v > 0) d = Math.max(d, Math.abs(Math.log(v)));
  }
  d = Math.min(d * 1.12, Math.log(64));
  const sx = (v) => x0 + w / 2 + (Math.max(-d, Math.min(d, Math.log(v))) / d) * (w / 2);
  const ticks = [1];
  const cands = [2, 0.5, 4, 0.25, 8, 0.125, 16, 0.0625, 32, 0.03125, 1.25, 0.8, 1.5, 0.67, 1.1, 0.9, 1.05, 0.95];
  for (const c of cands) {
    if (Math.abs(Math.log(c)) > d) continue;
    if (ticks.every((t) => Math.abs(sx(t) - sx(c)) >= 38)) ticks.push(c);
  }
  return { sx: sx, ticks: ticks };
}

function barsChart(b, parent) {
  const fig = figure(parent, b.title);
  const W = chartWidth(fig);
  const svg = svgRoot(fig, b.series.length > 1 ? "bars2" : "bars");
  const rows = b.rows;
  const ns = b.series.length;
  const BAR = ns > 1 ? 15 : 18;
  const INNER = 2;
  const GAP = ns > 1 ? 10 : 6;
  const rowH = ns * BAR + (ns - 1) * INNER + GAP;
  const labels = shortenAll(rows.map((r) => r.label), b.label_chars || 60).map((s, i) => (rows[i].mark ? "▶ " : "") + s);
  const labelW = maxWidth(labels, FS, "bold");
  const texts = rows.map((r) => r.values.map((v, j) => (r.texts && r.texts[j] != null ? r.texts[j] : fmt(v))));
  const failed = (r) => !r.values.some(isNum);
  const valueW = maxWidth(rows.filter((r) => !failed(r)).flatMap((r, i) => texts[rows.indexOf(r)]), FS - 1) + 10;
  const hasSp = rows.some((r) => r.speedup);
  const spLeft = "◀ " + b.series[0] + " faster";
  const spRight = (b.series[1] || "") + " faster ▶";
  const spTextW = hasSp ? maxWidth(rows.map((r) => (r.speedup ? r.speedup.text : "")), FS, "bold") + 6 : 0;
  const spW = hasSp ? Math.max(180, Math.min(360, textWidth(spLeft, 11) + textWidth(spRight, 11) + 24 - spTextW)) : 0;
  const L = 8 + labelW + 10;
  const extra = hasSp ? 28 + spW + 10 + spTextW : 0;
  const plotW = Math.max(200, W - L - valueW - extra - 8);
  const totalW = L + plotW + valueW + extra + 8;
  // the value axis
  let maxV = 0;
  for (const r of rows) {
    r.values.forEach((v, j) => {
      if (isNum(v)) maxV = Math.max(maxV, v);
      const e = r.errs && r.errs[j];
      if (e && isNum(e[1])) maxV = Math.max(maxV, e[1]);
    });
  }
  if (b.roof && isNum(b.roof.value)) maxV = Math.max(maxV, b.roof.value);
  const ticks = linearTicks(maxV, Math.max(2, Math.floor(plotW / 90)));
  const vmax = ticks[ticks.length - 1];
  const sx = (v) => L + (Math.max(0, v) / vmax) * plotW;
  // what sits above the rows: a legend, then one line with the roof's label and the speedup axis's title
  let y = 4;
  const items = [];
  if (ns > 1) b.series.forEach((s, j) => items.push({ label: s, color: SERIES[j % SERIES.length] }));
  if (b.color_by === "group") (b.groups || []).forEach((g) => items.push({ label: g, color: colorFor(g) }));
  if (items.length) y += legend(svg, items, L, y + 12, totalW - L - 8) + 2;
  const sp0 = L + plotW + valueW + 28;
  const sps = hasSp ? speedupScale(rows, sp0, spW) : null;
  if ((b.roof && isNum(b.roof.value)) || hasSp) {
    y += 14;
    if (b.roof && isNum(b.roof.value)) {
      const lw = textWidth(b.roof.label);
      const cx = Math.min(Math.max(sx(b.roof.value), L + lw / 2), L + plotW + valueW - lw / 2);
      sv("text", { x: cx, y: y, "text-anchor": "middle", class: "roof" }, svg, b.roof.label);
    }
    if (hasSp) {
      const fits = textWidth(spLeft, 11) + textWidth(spRight, 11) + 16 < spW + spTextW;
      if (fits) {
        sv("text", { x: sp0, y: y, class: "axis-title" }, svg, spLeft);
        sv("text", { x: sp0 + spW + spTextW, y: y, "text-anchor": "end", class: "axis-title" }, svg, spRight);
      } else sv("text", { x: sp0 + spW / 2, y: y, "text-anchor": "middle", class: "axis-title" }, svg, "speedup");
    }
    y += 6;
  }
  const top = y + 4;
  const bottom = top + rows.length * rowH;
  // grid, banding, roof line
  const grid = sv("g", { class: "grid" }, svg);
  for (const t of ticks) sv("line", { x1: sx(t), x2: sx(t), y1: top - 2, y2: bottom }, grid);
  if (ns > 1) rows.forEach((r, i) => i % 2 === 1 && sv("rect", { x: 4, y: top + i * rowH - GAP / 2, width: totalW - 8, height: rowH, class: "band" }, grid));
  if (sps) {
    for (const t of sps.ticks) sv("line", { x1: sps.sx(t), x2: sps.sx(t), y1: top - 2, y2: bottom, class: t === 1 ? "one" : "" }, grid);
  }
  // layers: bars, then the roof line over them, then every text over both
  const gBars = sv("g", {}, svg);
  const gRoof = sv("g", {}, svg);
  const gText = sv("g", {}, svg);
  const rx = b.roof && isNum(b.roof.value) ? sx(b.roof.value) : null;
  const crossed = []; // rows whose value text the roof line would cross: the line skips them
  rows.forEach((r, i) => {
    const y0 = top + i * rowH;
    const mid = y0 + (ns * BAR + (ns - 1) * INNER) / 2;
    const lab = sv("text", { x: L - 10, y: mid + 4, "text-anchor": "end", class: r.mark ? "label mark" : "label" }, gText, labels[i]);
    tip(lab, r.label + (r.tip && r.tip !== r.label ? "\n" + r.tip : ""));
    r.values.forEach((v, j) => {
      const by = y0 + j * (BAR + INNER);
      const color = ns > 1 ? SERIES[j % SERIES.length] : colorFor(r.key || b.series[0]);
      if (isNum(v)) {
        const rect = sv("rect", { x: L, y: by, width: Math.max(1, sx(v) - L), height: BAR, fill: color, rx: 1.5 }, gBars);
        tip(rect, (ns > 1 ? b.series[j] + ": " : "") + texts[i][j] + "\n" + r.label);
      }
      const e = r.errs && r.errs[j];
      let end = isNum(v) ? sx(v) : L;
      if (e && isNum(e[0]) && isNum(e[1])) {
        const cy = by + BAR / 2;
        sv("path", { d: `M${sx(e[0])},${cy}H${sx(e[1])}M${sx(e[0])},${cy - 4}v8M${sx(e[1])},${cy - 4}v8`, class: "whisker" }, gBars);
        end = Math.max(end, sx(e[1]));
      }
      if (!isNum(v) && j > 0 && failed(r)) return; // a config that failed: its error once
      const t = isNum(v) ? texts[i][j] : fitText(texts[i][j], plotW + valueW - 8, FS - 1);
      sv("text", { x: end + 4, y: by + BAR / 2 + 4, class: isNum(v) ? "value" : "value missing" }, gText, t);
      if (rx !== null && rx >= end && rx <= end + 8 + textWidth(t, FS - 1)) crossed[i] = true;
    });
    if (sps && r.speedup) {
      const s = r.speedup;
      const color = TONES[s.tone] || TONES.open;
      const g = sv("g", {}, gText);
      if (isNum(s.lo) && isNum(s.hi)) sv("path", { d: `M${sps.sx(s.lo)},${mid}H${sps.sx(s.hi)}M${sps.sx(s.lo)},${mid - 4}v8M${sps.sx(s.hi)},${mid - 4}v8`, stroke: color, "stroke-width": 2, fill: "none" }, g);
      if (isNum(s.x) && s.x > 0) sv("circle", { cx: sps.sx(s.x), cy: mid, r: 4.5, fill: s.tone === "same" ? "#fff" : color, stroke: color, "stroke-width": 2 }, g);
      const st = sv("text", { x: sp0 + spW + 10, y: mid + 4, fill: color, class: "speedup" }, g, s.text);
      tip(g, (s.tip || s.text) + "\n" + r.label);
      tip(st, s.tip || s.text);
    }
  });
  if (rx !== null) {
    // one dashed line from the roof's label to the bottom, in pieces that leave out the rows whose value
    // text sits across it
    let y1 = top - 6;
    rows.forEach((r, i) => {
      if (!crossed[i]) return;
      const a = top + i * rowH - GAP / 2;
      if (a > y1) sv("line", { x1: rx, x2: rx, y1: y1, y2: a, class: "roof" }, gRoof);
      y1 = a + rowH;
    });
    if (bottom > y1) sv("line", { x1: rx, x2: rx, y1: y1, y2: bottom, class: "roof" }, gRoof);
  }
  // axes
  const ay = bottom + 14;
  for (const t of ticks) sv("text", { x: sx(t), y: ay, "text-anchor": "middle", class: "tick" }, svg, tickText(t));
  sv("text", { x: L + plotW / 2, y: ay + 16, "text-anchor": "middle", class: "axis-title" }, svg, b.unit);
  if (sps) {
    for (const t of sps.ticks) sv("text", { x: sps.sx(t), y: ay, "text-anchor": "middle", class: "tick" }, svg, tickText(t) + "x");
    sv("text", { x: sp0 + spW / 2, y: ay + 16, "text-anchor": "middle", class: "axis-title" }, svg, "speedup (log scale)");
  }
  finish(svg, totalW, ay + 22);
}
