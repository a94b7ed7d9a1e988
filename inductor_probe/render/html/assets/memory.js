// memory.js: one step's memory over time (bytes allocated, from the allocator's history), with each
// compiled graph's calls as bands under the line and the step's peak marked. Labels go only where they fit.

function sizeText(n) {
  const units = [["GiB", 1073741824], ["MiB", 1048576], ["KiB", 1024]];
  for (const [u, s] of units) if (Math.abs(n) >= s) return fmt(n / s, 2) + " " + u;
  return fmt(n, 0) + " B";
}

function timelineChart(b, parent) {
  const fig = figure(parent, b.title);
  const W = chartWidth(fig);
  const svg = svgRoot(fig, "timeline");
  const pts = b.points.filter((p) => isNum(p[0]) && isNum(p[1]));
  if (!pts.length) throw new Error("no points");
  const t1 = Math.max(pts[pts.length - 1][0], ...b.graphs.map((g) => g.end_ms), 1e-6);
  const ys = pts.map((p) => p[1]);
  const yMax = Math.max(...ys) * 1.05 || 1;
  const yMin = Math.min(...ys) * 0.95;
  const left = maxWidth([sizeText(yMax), sizeText(yMin)]) + 12;
  const top = 10;
  const bandH = 18;
  const plotH = 180;
  const plotW = W - left - 16;
  const sx = (t) => left + (Math.max(0, t) / t1) * plotW;
  const sy = (v) => top + plotH - ((v - yMin) / (yMax - yMin || 1)) * plotH;
  // the graphs' calls: bands behind the line, a strip with their labels under the plot
  for (const g of b.graphs) {
    const x0 = sx(g.start_ms);
    const w = Math.max(1, sx(g.end_ms) - x0);
    const color = colorFor(g.label);
    sv("rect", { x: x0, y: top, width: w, height: plotH, fill: color, opacity: 0.12 }, svg);
    const r = sv("rect", { x: x0, y: top + plotH + 4, width: w, height: bandH, fill: color }, svg);
    tip(r, g.label + ": " + fmt(g.start_ms, 3) + " to " + fmt(g.end_ms, 3) + " ms");
    if (textWidth(g.label) + 6 < w) {
      sv("text", { x: x0 + w / 2, y: top + plotH + 4 + bandH / 2 + 4, "text-anchor": "middle", class: "in-bar" }, svg, g.label);
    }
  }
  let d = "";
  pts.forEach((p, i) => (d += (i ? "L" : "M") + sx(p[0]).toFixed(1) + " " + sy(p[1]).toFixed(1)));
  sv("path", { d: d, fill: "none", stroke: "#4e79a7", "stroke-width": 1.5 }, svg);
  const peak = pts.reduce((a, p) => (p[1] > a[1] ? p : a), pts[0]);
  const dot = sv("circle", { cx: sx(peak[0]), cy: sy(peak[1]), r: 3.5, fill: "#e15759" }, svg);
  tip(dot, "peak " + sizeText(peak[1]) + " at " + fmt(peak[0], 3) + " ms");
  // axes: the value at the top and bottom, the step's span
  sv("text", { x: left - 6, y: top + 4, "text-anchor": "end", class: "value" }, svg, sizeText(yMax));
  sv("text", { x: left - 6, y: top + plotH, "text-anchor": "end", class: "value" }, svg, sizeText(yMin));
  sv("line", { x1: left, y1: top, x2: left, y2: top + plotH, stroke: "#999" }, svg);
  const yAxis = top + plotH + bandH + 20;
  sv("text", { x: left, y: yAxis, class: "value" }, svg, "0 ms");
  sv("text", { x: left + plotW, y: yAxis, "text-anchor": "end", class: "value" }, svg, fmt(t1, 3) + " ms");
  const items = [...new Set(b.graphs.map((g) => g.label))].map((l) => ({ label: l, color: colorFor(l) }));
  const lh = items.length ? legend(svg, items, left, yAxis + 16, plotW) : 0;
  finish(svg, W, yAxis + 8 + lh);
}
