// main.js: read the page's data, draw its blocks in order, then (with #selftest) check the page.

function blockId(s) {
  return s ? "s-" + String(s).replace(/[^A-Za-z0-9_-]+/g, "-") : null;
}

function kvBlock(b, parent) {
  const dl = el("dl", { class: "kv" }, parent);
  for (const [k, v] of b.rows) {
    el("dt", {}, dl, k);
    el("dd", {}, dl, v);
  }
}

function notesBlock(b, parent) {
  const box = el("div", { class: "notes " + (b.tone || "info") }, parent);
  for (const line of b.lines) el("p", {}, box, line);
}

function linksBlock(b, parent) {
  if (b.title) el("h3", {}, parent, b.title);
  const ul = el("ul", { class: "links" }, parent);
  for (const it of b.items) {
    const li = el("li", {}, ul);
    el("a", { href: it.href }, li, it.label);
    if (it.note) el("span", { class: "note" }, li, " " + it.note);
  }
}

// A collapsible tree (the module map): each node a row of cells, its children under it, open to b.open levels.
function treeBlock(b, parent) {
  if (b.title) el("h3", {}, parent, b.title);
  const box = el("div", { class: "tree" }, parent);
  const head = el("div", { class: "tree-row head" }, box);
  for (const c of b.columns) el("span", { class: "tree-cell" }, head, c);
  const draw = (node, into, depth) => {
    const kids = node.children || [];
    const holder = kids.length ? el("details", depth < (b.open || 1) ? { open: "" } : {}, into) : into;
    const row = el(kids.length ? "summary" : "div", { class: "tree-row" }, holder);
    el("span", { class: "tree-label", style: "padding-left:" + depth * 14 + "px" }, row, node.label);
    for (const v of node.cells) el("span", { class: "tree-cell" }, row, v);
    for (const k of kids) draw(k, holder, depth + 1);
  };
  for (const n of b.nodes) draw(n, box, 0);
}

function sectionBlock(b, parent) {
  const sec = el("section", { id: blockId(b.id) }, parent);
  el("h2", {}, sec, b.title);
  for (const c of b.blocks) drawBlock(c, sec);
}

const DRAW = {
  section: sectionBlock,
  kv: kvBlock,
  notes: notesBlock,
  links: linksBlock,
  stack: stackChart,
  bars: barsChart,
  timeline: timelineChart,
  lanes: lanesChart,
  roofline: rooflineChart,
  table: tableBlock,
  tree: treeBlock,
};

function drawBlock(b, parent) {
  try {
    const draw = DRAW[b.type];
    if (!draw) throw new Error("unknown block type " + b.type);
    draw(b, parent);
  } catch (e) {
    console.error("inductor-probe: a " + b.type + " block could not be drawn: " + (e && e.stack ? e.stack : e));
    el("div", { class: "notes warn" }, parent, "this part of the report could not be drawn: " + e);
  }
}

function main() {
  const t0 = performance.now();
  const data = JSON.parse(document.getElementById("probe-data").textContent);
  const app = document.getElementById("app");
  document.body.className = "kind-" + data.kind;
  const head = el("header", {}, app);
  el("h1", {}, head, data.title);
  if (data.subtitle) el("p", { class: "subtitle" }, head, data.subtitle);
  const sections = data.blocks.filter((b) => b.type === "section");
  if (sections.length > 2) {
    const nav = el("nav", {}, head);
    sections.forEach((s) => el("a", { href: "#" + blockId(s.id) }, nav, s.title.split(":")[0]));
  }
  for (const b of data.blocks) drawBlock(b, app);
  const renderMs = performance.now() - t0;
  const readyMs = performance.now();
  document.body.dataset.renderMs = renderMs.toFixed(1);
  document.body.dataset.readyMs = readyMs.toFixed(1);
  el("footer", {}, app, "inductor-probe: one self-contained file (data, script and styles inline; nothing loaded from the network); drawn in " + renderMs.toFixed(0) + " ms.");
  return { render_ms: renderMs, ready_ms: readyMs };
}

// The page, then on demand its self-test; a failure of either is an error the self-test reports.
function start() {
  let timing = { render_ms: null, ready_ms: null };
  try {
    timing = main();
  } catch (e) {
    console.error("inductor-probe: the page could not be drawn: " + (e && e.stack ? e.stack : e));
  }
  if (location.hash !== "#selftest") return;
  try {
    selfTest(timing);
  } catch (e) {
    const errors = (window.__probeErrors || []).concat(["the self-test failed: " + (e && e.stack ? e.stack : e)]);
    el("pre", { id: "selftest", hidden: "" }, document.body, JSON.stringify({ ok: false, errors: errors }));
  }
}

start();
