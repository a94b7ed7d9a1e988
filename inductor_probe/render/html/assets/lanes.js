// lanes.js: a job's collectives on one time axis, a lane a rank: each collective's wait on a rank (it began
// before the last rank did) light, its transfer solid, red where this rank was the last to arrive; the
// marked lane (the straggler) named in red. Ticks along the axis; the spans' own texts are their tooltips.

const LANE_COLORS = { wait: "#d9dde3", run: "#4e79a7", last: "#e15759" };

function lanesChart(b, parent) {
  const fig = figure(parent, b.title);
  const W = chartWidth(fig);
  const svg = svgRoot(fig, "lanes");
  const rows = b.rows.filter((r) => r.spans.length);
  if (!rows.length) throw new Error("no spans");
  const t1 = Math.max(...rows.flatMap((r) => r.spans.map((s) => s.to)), 1e-6);
  const left = maxWidth(rows.map((r) => r.label), FS, "bold") + 14;
  const top = 6;
  const laneH = 18;
  const gap = 6;
  const plotW = W - left - 16;
  const sx = (t) => left + (Math.max(0, t) / t1) * plotW;
  rows.forEach((r, i) => {
    const y = top + i * (laneH + gap);
    const label = sv("text", { x: left - 8, y: y + laneH / 2 + 4, "text-anchor": "end", class: r.mark ? "value mark" : "value" }, svg, r.label);
    if (r.mark) label.setAttribute("style", "fill: " + LANE_COLORS.last + "; font-weight: bold");
    sv("rect", { x: left, y: y, width: plotW, height: laneH, fill: "#f5f6f8" }, svg);
    for (const s of r.spans) {
      const x0 = sx(s.from);
      const rect = sv("rect", { x: x0, y: y + (s.kind === "wait" ? 4 : 0), width: Math.max(1, sx(s.to) - x0), height: s.kind === "wait" ? laneH - 8 : laneH, fill: LANE_COLORS[s.kind] || LANE_COLORS.run, class: "span " + s.kind }, svg);
      tip(rect, s.tip);
    }
  });
  const axisY = top + rows.length * (laneH + gap) + 4;
  sv("line", { x1: left, y1: axisY, x2: left + plotW, y2: axisY, stroke: "#999" }, svg);
  const ticks = linearTicks(t1, Math.max(2, Math.floor(plotW / 90)));
  for (const v of ticks) {
    if (v > t1) continue;
    const x = sx(v);
    sv("line", { x1: x, y1: axisY, x2: x, y2: axisY + 4, stroke: "#999" }, svg);
    const anchor = x + textWidth(tickText(v) + " ms") / 2 > left + plotW ? "end" : "middle";
    sv("text", { x: x, y: axisY + 16, "text-anchor": anchor, class: "value" }, svg, tickText(v) + " ms");
  }
  const items = [
    { label: "waits for the last rank", color: LANE_COLORS.wait },
    { label: "transfer", color: LANE_COLORS.run },
    { label: "this rank the last to arrive", color: LANE_COLORS.last },
  ];
  const lh = legend(svg, items, left, axisY + 34, plotW);
  finish(svg, W, axisY + 30 + lh);
}
