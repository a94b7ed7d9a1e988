// roofline.js: log-log roofline. x: arithmetic intensity (FLOP/byte), y: achieved TFLOP/s; the DRAM
// roof a diagonal (TFLOP/s = intensity x GB/s / 1000), one flat roof per compute class; each kernel a
// point whose area is its time per call, coloured by graph, its figures on hover.

// Ticks at 1, 2 and 5 x 10^k between 10^l0 and 10^l1 (only the decades where there are more than four).
function logTicks(l0, l1) {
  const all = [];
  for (let k = Math.floor(l0); k <= Math.ceil(l1); k++) {
    for (const m of [1, 2, 5]) {
      const v = m * Math.pow(10, k);
      const lv = Math.log10(v);
      if (lv >= l0 - 1e-9 && lv <= l1 + 1e-9) all.push(v);
    }
  }
  const decades = all.filter((v) => Math.abs(Math.log10(v) - Math.round(Math.log10(v))) < 1e-9);
  return decades.length > 4 ? decades : all;
}

const CLASS_COLORS = ["#2f4b7c", "#d45087", "#00876c", "#665191", "#ffa600"];
const NO_ROOF = "#8c8c8c";
const DRAM_COLOR = "#b05c00";

function rooflineChart(b, parent) {
  const fig = figure(parent, b.title);
  const W = chartWidth(fig);
  const svg = svgRoot(fig, "roofline");
  const pts = b.points.filter((p) => p.x > 0 && p.y > 0);
  const roofs = (b.roofs || []).filter((r) => r.tflops > 0);
  const bw = b.dram_gbps > 0 ? b.dram_gbps : null;
  const ridge = (r) => (bw ? (r.tflops * 1000) / bw : null);
  const xs = pts.map((p) => p.x).concat(roofs.map(ridge).filter(isNum));
  const ys = pts.map((p) => p.y).concat(roofs.map((r) => r.tflops));
  // the axes: the data and the ridges with some room, at least two decades wide
  let lx0 = Math.log10(Math.min(...xs) / 2);
  let lx1 = Math.log10(Math.max(...xs) * 2);
  let ly0 = Math.log10(Math.min(...ys) / 1.6);
  let ly1 = Math.log10(Math.max(...ys) * 1.6);
  if (lx1 - lx0 < 2) [lx0, lx1] = [(lx0 + lx1) / 2 - 1, (lx0 + lx1) / 2 + 1];
  if (ly1 - ly0 < 1.5) [ly0, ly1] = [(ly0 + ly1) / 2 - 0.75, (ly0 + ly1) / 2 + 0.75];
  const xTicks = logTicks(lx0, lx1);
  const yTicks = logTicks(ly0, ly1);
  // a colour per roof, the same for its kernels (a kernel belongs under the roof of its compute class)
  const roofColor = {};
  roofs.forEach((r, i) => (r.classes || []).forEach((c) => (roofColor[c] = CLASS_COLORS[i % CLASS_COLORS.length])));
  const pointColor = (p) => roofColor[p.cls] || NO_ROOF;
  // legend on top, then the plot
  const items = roofs.map((r, i) => ({ label: (r.classes || []).join("/") + ": roof and kernels", color: CLASS_COLORS[i % CLASS_COLORS.length] }));
  if (pts.some((p) => !(p.cls in roofColor))) items.push({ label: "no compute roof known", color: NO_ROOF });
  if (bw) items.push({ label: "DRAM roof", color: DRAM_COLOR });
  const left = maxWidth(yTicks.map(tickText)) + 34;
  const lh = legend(svg, items.concat([{ label: "point area: time per call", color: "#bbb" }]), left, 16, W - left - 12);
  const top = 16 + lh + 6;
  const H = Math.round(Math.max(340, Math.min(520, W * 0.4)));
  const bottom = top + H;
  const right = W - 14;
  const px = (x) => left + ((Math.log10(x) - lx0) / (lx1 - lx0)) * (right - left);
  const py = (y) => bottom - ((Math.log10(y) - ly0) / (ly1 - ly0)) * (bottom - top);
  const x0 = Math.pow(10, lx0);
  const x1 = Math.pow(10, lx1);
  const y0 = Math.pow(10, ly0);
  const clipId = "clip-" + Math.random().toString(36).slice(2);
  const cp = sv("clipPath", { id: clipId }, sv("defs", {}, svg));
  sv("rect", { x: left, y: top, width: right - left, height: bottom - top }, cp);
  // grid: a line at every tick (decades darker)
  const grid = sv("g", { class: "grid" }, svg);
  const decade = (v) => Math.abs(Math.log10(v) - Math.round(Math.log10(v))) < 1e-9;
  for (const v of xTicks) sv("line", { x1: px(v), x2: px(v), y1: top, y2: bottom, class: decade(v) ? "" : "minor" }, grid);
  for (const v of yTicks) sv("line", { x1: left, x2: right, y1: py(v), y2: py(v), class: decade(v) ? "" : "minor" }, grid);
  sv("rect", { x: left, y: top, width: right - left, height: bottom - top, class: "frame" }, svg);
  // roofs: the diagonal up to the highest ridge, each flat roof from its own ridge
  const roofG = sv("g", { "clip-path": "url(#" + clipId + ")" }, svg);
  const topRoof = roofs.length ? Math.max(...roofs.map((r) => r.tflops)) : null;
  if (bw) {
    const xe = topRoof ? (topRoof * 1000) / bw : x1;
    sv("line", { x1: px(x0), y1: py((x0 * bw) / 1000), x2: px(xe), y2: py((xe * bw) / 1000), class: "roofline", stroke: DRAM_COLOR }, roofG);
  }
  const placed = [];
  const labelH = FS + 2;
  const roofLabels = roofs
    .map((r) => ({ r: r, y: py(r.tflops) }))
    .sort((a, c) => a.y - c.y);
  for (const { r, y } of roofLabels) {
    const xr = bw ? Math.max(x0, ridge(r)) : x0;
    const color = CLASS_COLORS[roofs.indexOf(r) % CLASS_COLORS.length];
    sv("line", { x1: px(xr), y1: y, x2: px(x1), y2: y, class: "roofline", stroke: color }, roofG);
    let ty = y - 5;
    if (placed.some((p) => Math.abs(p - ty) < labelH) || ty - labelH < top) ty = y + labelH;
    placed.push(ty);
    sv("text", { x: right - 6, y: ty, "text-anchor": "end", class: "roof", style: "fill:" + color }, svg, r.label);
  }
  if (bw) {
    // the DRAM label along the diagonal, a quarter of the way along its visible part
    const xa = Math.max(x0, (y0 * 1000) / bw);
    const xb = topRoof ? Math.min(x1, (topRoof * 1000) / bw) : x1;
    if (xb > xa) {
      const lx = Math.pow(10, Math.log10(xa) + 0.3 * (Math.log10(xb) - Math.log10(xa)));
      const ax = px(lx);
      const ay = py((lx * bw) / 1000);
      const dx = px(lx * 10) - ax;
      const dy = py((lx * 10 * bw) / 1000) - ay;
      const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
      sv("text", { x: ax, y: ay - 6, transform: `rotate(${angle.toFixed(2)} ${ax} ${ay - 6})`, class: "roof" }, svg, "DRAM " + fmt(bw, 0) + " GB/s");
    }
  }
  // points, the largest first so that small ones stay visible on top
  const tmax = Math.max(...pts.map((p) => p.t || 0), 1e-9);
  const dots = sv("g", { "clip-path": "url(#" + clipId + ")" }, svg);
  pts
    .slice()
    .sort((a, c) => (c.t || 0) - (a.t || 0))
    .forEach((p) => {
      const r = 3 + 15 * Math.sqrt((p.t || 0) / tmax);
      const c = pointColor(p);
      tip(sv("circle", { cx: px(p.x), cy: py(p.y), r: r, fill: c, "fill-opacity": 0.55, stroke: c, "stroke-width": 1.2, class: "point" }, dots), p.tip || p.name);
    });
  // axes
  for (const t of xTicks) sv("text", { x: px(t), y: bottom + 15, "text-anchor": "middle", class: "tick" }, svg, tickText(t));
  for (const t of yTicks) sv("text", { x: left - 6, y: py(t) + 4, "text-anchor": "end", class: "tick" }, svg, tickText(t));
  sv("text", { x: (left + right) / 2, y: bottom + 32, "text-anchor": "middle", class: "axis-title" }, svg, "arithmetic intensity (FLOP per byte of DRAM traffic, log scale)");
  const cy = (top + bottom) / 2;
  sv("text", { x: 12, y: cy, transform: `rotate(-90 12 ${cy})`, "text-anchor": "middle", class: "axis-title" }, svg, "achieved TFLOP/s (log)");
  finish(svg, W, bottom + 40);
}
