// util.js: elements, text measurement, number formats, colours. Joined with the other parts into one
// function scope by page.py (no modules, no globals besides window.__probe for the self-test).

const SVGNS = "http://www.w3.org/2000/svg";
const FS = 12; // chart text size, px
const FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", "Liberation Sans", Arial, sans-serif';

function el(tag, attrs, parent, text) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) if (attrs[k] !== undefined && attrs[k] !== null) e.setAttribute(k, attrs[k]);
  if (text !== undefined && text !== null) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

function sv(tag, attrs, parent, text) {
  const e = document.createElementNS(SVGNS, tag);
  for (const k in attrs || {}) if (attrs[k] !== undefined && attrs[k] !== null) e.setAttribute(k, attrs[k]);
  if (text !== undefined && text !== null) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

function tip(node, text) {
  if (text) sv("title", {}, node, text);
  return node;
}

let measureCtx = null;
function textWidth(s, size, weight) {
  if (!measureCtx) measureCtx = document.createElement("canvas").getContext("2d");
  measureCtx.font = (weight || "normal") + " " + (size || FS) + "px " + FAMILY;
  return measureCtx.measureText(String(s)).width;
}

function maxWidth(texts, size, weight) {
  let w = 0;
  for (const t of texts) if (t !== null && t !== undefined) w = Math.max(w, textWidth(t, size, weight));
  return Math.ceil(w);
}

// A long name cut in the middle: fused kernels differ in their last ops and index, so the tail stays.
function shorten(s, n) {
  s = String(s);
  if (!n || s.length <= n) return s;
  const tail = Math.min(16, Math.floor(n / 3));
  return s.slice(0, n - tail - 1) + "…" + s.slice(s.length - tail);
}

// Names cut to n characters, those that would read alike cut less until they differ (two cuBLAS gemms
// differ only in the tile size in the middle of their names).
function shortenAll(names, n) {
  const out = names.map((s) => shorten(s, n));
  for (let pass = 0; pass < 12; pass++) {
    const seen = {};
    out.forEach((s, i) => (seen[s] = seen[s] || []).push(i));
    const clash = Object.values(seen).filter((ix) => ix.length > 1 && new Set(ix.map((i) => names[i])).size > 1);
    if (!clash.length) break;
    for (const ix of clash) for (const i of ix) out[i] = shorten(names[i], n + 10 * (pass + 1));
  }
  return out;
}

function isNum(v) {
  return typeof v === "number" && isFinite(v);
}

function fmt(v, digits) {
  if (!isNum(v)) return v === null || v === undefined ? "-" : String(v);
  if (digits === "g") return String(+v.toPrecision(4));
  return v.toFixed(digits === undefined ? 2 : digits);
}

// Axis tick text: 3 significant digits at most, k/M for large values.
function tickText(v) {
  const a = Math.abs(v);
  if (a >= 1e6) return +(v / 1e6).toPrecision(3) + "M";
  if (a >= 1e4) return +(v / 1e3).toPrecision(3) + "k";
  if (a === 0) return "0";
  return String(+v.toPrecision(3));
}

// "Nice" linear ticks from 0 to at least max: about `count` of them.
function linearTicks(max, count) {
  if (!(max > 0)) return [0, 1];
  const raw = max / Math.max(1, count);
  const p = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * p).find((s) => s >= raw) || 10 * p;
  const ticks = [];
  for (let v = 0; v < max + step * 0.999; v += step) ticks.push(+v.toPrecision(12));
  return ticks;
}

const CATEGORY_COLORS = {
  pointwise: "#4e79a7",
  reduction: "#f28e2b",
  persistent_reduction: "#e15759",
  template: "#76b7b2",
  foreach: "#59a14f",
  scan: "#edc948",
  extern_mm: "#b07aa1",
  conv: "#ff9da7",
  attention: "#9c755f",
  copy_memset: "#8c8c8c",
  other_aten: "#86bcb6",
  other: "#d4a6c8",
  outside: "#8c8c8c",
  idle: "#d9d9d9",
};
// graphs and other groups: darker tones than the categories', so the two never read as one
const PALETTE = ["#2f4b7c", "#d45087", "#00876c", "#ffa600", "#665191", "#a05195", "#f95d6a", "#488f31", "#003f5c", "#de425b"];
const SERIES = ["#5b7fa6", "#e8903a", "#8cb369"];
const TONES = { faster: "#2e8540", slower: "#c0392b", noise: "#7f7f7f", same: "#7f7f7f", open: "#3a6ea5", none: "#7f7f7f" };

// A colour per key: a category's own, else one of the palette, the same key the same colour on the page.
const assigned = {};
function colorFor(key) {
  if (key in CATEGORY_COLORS) return CATEGORY_COLORS[key];
  if (!(key in assigned)) assigned[key] = PALETTE[Object.keys(assigned).length % PALETTE.length];
  return assigned[key];
}

// The width a chart may take: its box's, within bounds (the page is laid out before charts are drawn).
function chartWidth(parent) {
  const w = parent.getBoundingClientRect().width || 960;
  return Math.max(640, Math.min(1400, Math.floor(w)));
}

// A legend row of swatches and names, at (x, y); returns its height.
function legend(g, items, x, y, maxW) {
  let cx = x;
  let cy = y;
  for (const it of items) {
    const w = 14 + textWidth(it.label) + 18;
    if (cx > x && cx + w > x + maxW) {
      cx = x;
      cy += 18;
    }
    const sw = sv("rect", { x: cx, y: cy - 9, width: 10, height: 10, fill: it.color, rx: 2 }, g);
    if (it.dash) sv("line", { x1: cx - 1, x2: cx + 11, y1: cy - 4, y2: cy - 4, stroke: it.color, "stroke-width": 2, "stroke-dasharray": "3 2" }, g) && sw.setAttribute("fill", "none");
    sv("text", { x: cx + 14, y: cy, class: "legend" }, g, it.label);
    cx += w;
  }
  return cy - y + 18;
}
