// table.js: sortable, filterable tables. A click on a header sorts by that column (numbers: the
// largest first, a second click reverses; text: A to Z); missing values always last. The filter keeps
// the rows whose text (any text column, hidden ones included: ops, fused nodes, verdicts) has the query.

const TABLES = [];

function esc(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

function cellValue(cell) {
  return Array.isArray(cell) ? cell[0] : cell;
}

function missing(v) {
  return v === null || v === undefined || v === "" || (typeof v === "number" && !isFinite(v));
}

function tableBlock(b, parent) {
  const box = el("div", { class: "table-box" }, parent);
  if (b.title) el("h3", {}, box, b.title);
  const cols = b.columns;
  const rows = b.rows;
  const vis = [];
  cols.forEach((c, i) => c.hidden || vis.push(i));
  const tipOf = {};
  const underOf = {};
  cols.forEach((c, i) => {
    if (c.tip_from) tipOf[i] = cols.findIndex((d) => d.key === c.tip_from);
    if (c.under) underOf[i] = cols.findIndex((d) => d.key === c.under);
  });
  let input = null;
  let count = null;
  if (b.filter && rows.length > 5) {
    const tools = el("div", { class: "tools" }, box);
    input = el("input", { type: "search", placeholder: "filter rows: any text (name, category, op, source…)", "aria-label": "filter rows" }, tools);
    count = el("span", { class: "count" }, tools, rows.length + " rows");
  }
  const scroll = el("div", { class: "table-scroll" + (rows.length > 30 ? " tall" : "") }, box);
  const t = el("table", { class: "data", id: b.id || null }, scroll);
  const hr = el("tr", {}, el("thead", {}, t));
  const ths = vis.map((i) => {
    const c = cols[i];
    const th = el("th", { class: c.num ? "num" : "", title: c.tip || null, "data-key": c.key, tabindex: 0, "aria-sort": "none" }, hr);
    el("span", {}, th, c.label);
    el("span", { class: "arrow" }, th, "");
    return th;
  });
  // the cut text of each column that cuts, names that would read alike cut less
  const cut = {};
  for (const i of vis) {
    const c = cols[i];
    if (c.short && !c.num) cut[i] = shortenAll(rows.map((row) => (missing(cellValue(row[i])) ? "-" : String(Array.isArray(row[i]) ? row[i][1] : row[i]))), c.short);
  }
  const parts = [];
  for (let r = 0; r < rows.length; r++) {
    parts.push('<tr data-i="' + r + '">');
    for (const i of vis) {
      const c = cols[i];
      const cell = rows[r][i];
      let s = Array.isArray(cell) ? String(cell[1]) : c.num ? fmt(cell, c.digits) : missing(cell) ? "-" : String(cell);
      let title = null;
      if (i in cut && cut[i][r] !== s) {
        title = s;
        s = cut[i][r];
      }
      if (i in tipOf && rows[r][tipOf[i]]) title = String(rows[r][tipOf[i]]);
      const sw = c.key === "category" && cell ? '<i class="sw" style="background:' + colorFor(String(cell).split("->")[0]) + '"></i>' : "";
      const below = i in underOf && rows[r][underOf[i]] ? '<div class="under">' + esc(shorten(String(rows[r][underOf[i]]), c.short || 60)) + "</div>" : "";
      parts.push("<td" + (c.num ? ' class="num"' : c.wrap ? ' class="wrap"' : "") + (title ? ' title="' + esc(title) + '"' : "") + ">" + sw + esc(s) + below + "</td>");
    }
    parts.push("</tr>");
  }
  const tbody = el("tbody", {}, t);
  tbody.innerHTML = parts.join("");
  const trs = Array.from(tbody.children);
  let sortCol = null;
  let dir = 0;

  function sortBy(ci, d) {
    const idx = trs.map((_, i) => i);
    idx.sort((a, z) => {
      const va = cellValue(rows[a][ci]);
      const vz = cellValue(rows[z][ci]);
      const ma = missing(va);
      const mz = missing(vz);
      if (ma || mz) return ma && mz ? a - z : ma ? 1 : -1;
      const r = typeof va === "number" && typeof vz === "number" ? va - vz : String(va).localeCompare(String(vz));
      return r * d || a - z;
    });
    const frag = document.createDocumentFragment();
    for (const i of idx) frag.appendChild(trs[i]);
    tbody.appendChild(frag);
    sortCol = ci;
    dir = d;
    ths.forEach((th, k) => {
      const on = vis[k] === ci;
      th.setAttribute("aria-sort", on ? (d > 0 ? "ascending" : "descending") : "none");
      th.lastChild.textContent = on ? (d > 0 ? " ▲" : " ▼") : "";
    });
  }

  ths.forEach((th, k) => {
    const ci = vis[k];
    const go = () => sortBy(ci, sortCol === ci ? -dir : cols[ci].num ? -1 : 1);
    th.addEventListener("click", go);
    th.addEventListener("keydown", (e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), go()));
  });

  let hay = null;
  if (input) {
    input.addEventListener("input", () => {
      if (!hay) hay = rows.map((row) => row.map((cell, i) => (cols[i].num ? "" : String(cellValue(cell) ?? ""))).join("\u0001").toLowerCase());
      const q = input.value.trim().toLowerCase();
      let n = 0;
      trs.forEach((tr, i) => {
        const ok = !q || hay[i].includes(q);
        tr.hidden = !ok;
        if (ok) n++;
      });
      count.textContent = q ? n + " of " + rows.length + " rows" : rows.length + " rows";
    });
  }
  if (b.sort) {
    const ci = cols.findIndex((c) => c.key === b.sort);
    if (ci >= 0) sortBy(ci, b.sort_dir || (cols[ci].num ? -1 : 1));
  }
  TABLES.push({ table: t, cols: cols, rows: rows, vis: vis, ths: ths, tbody: tbody, input: input });
}
