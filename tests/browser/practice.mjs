// The practice board of `nqueens page N` (page.test.mjs runs it in its browser): clicks place and
// take back queens; the page's conflicts, counts, hints and names of a solved board are checked
// against the tool (`complete --count`, `solve --format line`, `--format openjudge`) and against
// the symmetries computed here, independently of the page's own code.

import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { decodePng } from "./png.mjs";

// The n solutions as `nqueens solve N --format line` lists them: 0-based columns, in its order.
export function listing(binary, n) {
  return execFileSync(binary, ["solve", String(n), "--format", "line"], { encoding: "utf8" })
    .trim().split("\n").map((l) => l.split(" ").map((c) => +c - 1));
}

// The number of solutions holding the queens [[row, column], ...] (0-based): `nqueens complete --count`.
export function completions(binary, n, queens) {
  const input = `${queens.length}\n${queens.map(([r, c]) => `${r} ${c}`).join("\n")}\n`;
  return +execFileSync(binary, ["complete", "--count", "--size", String(n), "--quiet"], { input, encoding: "utf8" }).trim();
}

// The eight images of a solution (0-based columns) under the symmetries of the square.
function images(p) {
  const n = p.length;
  const maps = [(r, c) => [r, c], (r, c) => [c, n - 1 - r], (r, c) => [n - 1 - r, n - 1 - c], (r, c) => [n - 1 - c, r],
                (r, c) => [r, n - 1 - c], (r, c) => [n - 1 - r, c], (r, c) => [c, r], (r, c) => [n - 1 - c, n - 1 - r]];
  return maps.map((f) => { const q = new Array(n); p.forEach((c, r) => { const [x, y] = f(r, c); q[x] = y; }); return q; });
}

const key = (columns) => columns.join(" ");

// What the practice board shows: its queens (0-based, row-major), the shaded squares, the texts.
function shown(page) {
  return page.evaluate(() => {
    const board = document.getElementById("practice-board");
    const queens = [...board.querySelectorAll(".queen")].map((q) => [+q.dataset.row, +q.dataset.col, q.getAttribute("class")])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const ring = board.querySelector(".hint-ring");
    return {
      queens,
      attacked: board.querySelectorAll(".attacked").length,
      status: document.getElementById("p-status").textContent,
      conflicts: [...document.querySelectorAll("#p-conflicts li")].map((li) => li.textContent),
      hint: document.getElementById("p-hint-text").hidden ? "" : document.getElementById("p-hint-text").innerText,
      reasons: [...document.querySelectorAll("#p-hint-text li")].map((li) => li.textContent),
      ring: ring ? [(+ring.getAttribute("cy") - 20) / 40, (+ring.getAttribute("cx") - 20) / 40] : null,
      named: document.getElementById("p-named").hidden ? "" : document.getElementById("p-named").innerText,
      undo: !document.getElementById("p-undo").disabled,
    };
  });
}

// The squares of the n×n board that the queens attack and do not stand on.
function attackedSquares(n, queens) {
  let count = 0;
  for (let r = 0; r < n; ++r)
    for (let c = 0; c < n; ++c)
      if (!queens.some(([qr, qc]) => qr === r && qc === c) &&
          queens.some(([qr, qc]) => qr === r || qc === c || qr - qc === r - c || qr + qc === r + c)) ++count;
  return count;
}

// Checks a screenshot of the practice board: not empty and not broken. The board must be a large
// square beside (or above) the side panel, with no overlap, every square drawn; the picture itself
// must show both colours of the squares, the shading and black queens. Returns [ok, what] pairs.
async function layout(page, path) {
  const results = [];
  const expect = (ok, what) => results.push([Boolean(ok), what]);
  const box = (selector) => page.locator(selector).boundingBox();
  const board = await box("#practice-board"), side = await box("#practice .side");
  expect(board && board.width >= 300 && Math.abs(board.width - board.height) < 2,
         `the practice board is drawn ${board ? `${board.width}×${board.height}` : "nowhere"}`);
  const apart = board && side && (side.x >= board.x + board.width - 1 || side.y >= board.y + board.height - 1);
  expect(apart && side.width >= 250, `the side panel (${side?.width} wide) stands clear of the board`);
  const squares = await page.locator("#practice-board rect.square").evaluateAll((rs) => rs.filter((r) => r.getBBox().width > 0).length);
  const n = await page.evaluate(() => JSON.parse(document.getElementById("nqueens-data").textContent).n);
  expect(squares === n * n, `${squares} squares drawn`);
  const buttons = await page.locator("#practice button").evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().width > 0 && b.textContent.trim() !== ""));
  expect(buttons.length >= 4 && buttons.every(Boolean), "the practice buttons are drawn with their labels");
  if (results.some(([ok]) => !ok)) return results;  // the picture of a broken layout says no more
  const section = await box("#practice");
  const png = decodePng(await page.locator("#practice").screenshot({ path }));
  // The board's part of the section's picture (Chromium's screenshots are in CSS pixels here).
  const left = Math.round(board.x - section.x), top = Math.round(board.y - section.y);
  const seen = { light: 0, dark: 0, shaded: 0, ink: 0, white: 0 };
  const near = (p, q) => Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]) < 24;
  const width = Math.min(Math.round(board.width), png.width - left), height = Math.min(Math.round(board.height), png.height - top);
  for (let y = top; y < top + height; y += 2)
    for (let x = left; x < left + width; x += 2) {
      const p = png.pixel(x, y);
      if (near(p, [0xf0, 0xd9, 0xb5])) seen.light++;
      else if (near(p, [0xb5, 0x88, 0x63])) seen.dark++;
      else if (p[0] > p[1] + 40 && p[0] > 150) seen.shaded++;
      else if (near(p, [0x1f, 0x1f, 0x1f])) seen.ink++;
      else if (near(p, [255, 255, 255])) seen.white++;
    }
  const all = (width * height) / 4;
  expect(seen.light > all * 0.03 && seen.dark > all * 0.03 && seen.shaded > all * 0.03 && seen.ink > 30 && seen.white < all * 0.5,
         `the screenshot shows the board (${width}×${height} px: light ${seen.light}, dark ${seen.dark}, ` +
         `shaded ${seen.shaded}, queens ${seen.ink}, white ${seen.white} of ${Math.round(all)} sampled)`);
  return results;
}

// The layout check of the board as shown, and proof that it can fail: on a board drawn empty (its
// squares white, no queens) and on one squeezed to a sliver.
async function screenshotTest(page, check, path, what) {
  for (const [ok, text] of await layout(page, path)) check(ok, `${what}: ${text}`);
  const spoilt = async (css) => {
    const style = await page.addStyleTag({ content: css });
    const failed = (await layout(page, path + ".spoilt.png")).filter(([ok]) => !ok).map(([, text]) => text);
    await style.evaluate((s) => s.remove());
    return failed;
  };
  const empty = await spoilt("#practice-board .square, #practice-board .attacked { fill: #fff; } #practice-board g { display: none; }");
  check(empty.length === 1 && empty[0].startsWith("the screenshot shows the board"), `${what}: the check fails on an empty board (${empty.join("; ")})`);
  const squeezed = await spoilt("#practice-board { width: 40px; }");
  check(squeezed.length > 0 && squeezed[0].startsWith("the practice board is drawn 40"), `${what}: the check fails on a squeezed board (${squeezed.join("; ")})`);
}

// Practice on the page of n = 8 in English, loaded at `url`.
export async function testPractice(page, { binary, check, same, outDir, url }) {
  const n = 8;
  await page.goto(url);
  const solutions = listing(binary, n);
  const numberOf = new Map(solutions.map((s, i) => [key(s), i + 1]));
  const square = (r, c) => `#practice-board rect.square[data-row="${r}"][data-col="${c}"]`;
  const click = (r, c) => page.click(square(r, c));
  // Where the mouse itself is not the point, the click goes to the square directly (faster).
  const put = (r, c) => page.evaluate((s) => document.querySelector(s).dispatchEvent(new MouseEvent("click", { bubbles: true })), square(r, c));

  let s = await shown(page);
  check(s.queens.length === 0 && s.status === "Queens on the board: 0 of 8. All 92 solutions are open, in 12 fundamental classes." && !s.undo,
        `practice: the empty board (${s.status})`);

  // A clicked queen, the squares it attacks, then a second queen on its column: the conflict in words.
  await click(0, 0);
  s = await shown(page);
  check(same(s.queens, [[0, 0, "queen"]]), `practice: a click places a queen on row 1, column 1 ${JSON.stringify(s.queens)}`);
  check(s.attacked === attackedSquares(n, [[0, 0]]) && s.attacked === 21, `practice: ${s.attacked} squares shaded as attacked (21)`);
  await click(3, 0);
  s = await shown(page);
  check(same(s.conflicts, ["The queens in row 1 (column 1) and row 4 (column 1) are on the same column."]),
        `practice: the conflict named: ${s.conflicts.join(" | ")}`);
  check(s.queens.every((q) => q[2] === "queen attacker"), "practice: both attacking queens are red");
  check(s.status.endsWith("None of the 92 solutions contains your queens."), `practice: ${s.status}`);
  await click(3, 0);  // a second click takes it back
  s = await shown(page);
  check(same(s.queens, [[0, 0, "queen"]]) && s.conflicts.length === 0, "practice: a click on a queen takes it back");
  await page.click("#p-undo");
  s = await shown(page);
  check(s.queens.length === 2 && s.conflicts.length === 1, "practice: undo puts the taken queen back");
  await page.click("#p-undo");
  await page.click("#p-undo");
  s = await shown(page);
  check(s.queens.length === 0 && !s.undo, "practice: undo goes back to the empty board, then has nothing to undo");

  // The counts against `nqueens complete --count`, and the classes against the symmetries computed here.
  const canonical = (p) => images(p).map(key).sort()[0];
  for (const queens of [[[0, 0]], [[0, 0], [1, 4]], [[2, 2], [5, 3]], [[1, 3], [4, 4], [6, 0]]]) {
    await page.click("#p-clear");
    for (const [r, c] of queens) await put(r, c);
    s = await shown(page);
    const count = completions(binary, n, queens);
    const extending = solutions.filter((p) => queens.every(([r, c]) => p[r] === c));
    const classes = new Set(extending.map(canonical)).size;
    const expected = count === 0 ? "None of the 92 solutions contains your queens."
      : count === 1 ? "1 of the 92 solutions contains your queens: it is in 1 of the 12 fundamental classes."
      : `${count} of the 92 solutions contain your queens, in ${classes} of the 12 fundamental classes.`;
    check(count === extending.length && s.status === `Queens on the board: ${queens.length} of 8. ${expected}`,
          `practice: ${JSON.stringify(queens)}: "${s.status}" (complete --count: ${count}, classes: ${classes})`);
  }

  // The hint: row 2 after a queen on row 1, column 1. Columns 1 and 2 are attacked; column 3 is
  // free but in no solution with the queen (complete --count says 0), column 5 is the first that is.
  await page.click("#p-clear");
  await click(0, 0);
  await page.click("#p-hint");
  s = await shown(page);
  const free = [...Array(n).keys()].filter((c) => c !== 0 && c !== 1);  // (2, 1) and (2, 2) are attacked from (1, 1)
  const firstGood = free.find((c) => completions(binary, n, [[0, 0], [1, c]]) > 0);
  check(free[0] === 2 && completions(binary, n, [[0, 0], [1, 2]]) === 0 && firstGood === 4,
        `practice: complete --count says column 3 of row 2 leads nowhere, column ${firstGood + 1} is the first that does`);
  check(same(s.reasons, ["column 1: attacked by the queen in row 1 along the column", "column 2: attacked by the queen in row 1 along the diagonal"]),
        `practice: the hint says why columns 1 and 2 fail: ${s.reasons.join(" | ")}`);
  check(same(s.ring, [1, 2]) && s.hint.includes("Column 3 is free: backtracking places the next queen on row 2, column 3; but no solution contains it") &&
        s.hint.endsWith("The first square of row 2 that a solution contains is column 5."), `practice: the hint rings row 2, column 3: ${s.hint}`);
  await click(1, 4);
  s = await shown(page);
  check(s.ring === null && s.hint === "", "practice: a move clears the hint");

  // A finished board named: its number in solve's listing, OpenJudge 2698's (the listing of
  // --format openjudge searched for the board as its matrix) and its class's other members.
  await page.click("#p-clear");
  const board = solutions[54];  // 5 3 1 7 2 8 6 4, fixed by the half turn: a class of 4
  for (let r = 0; r < n; ++r) await put(r, board[r]);
  s = await shown(page);
  const matrix = board.map((c) => Array.from({ length: n }, (_, j) => (j === c ? "1 " : "0 ")).join("")).join("\n");
  const openjudge = execFileSync(binary, ["solve", String(n), "--format", "openjudge"], { encoding: "utf8" }).split("No. ").slice(1)
    .findIndex((block) => block.slice(block.indexOf("\n") + 1).trimEnd() === matrix.trimEnd()) + 1;
  const members = [...new Set(images(board).map((p) => numberOf.get(key(p))))].filter((k) => k !== 55).sort((a, b) => a - b);
  const named = s.named.split("\n");
  check(named[0] === "Solved! Your board is solution No. 55 of the 92 that nqueens solve 8 lists: 5 3 1 7 2 8 6 4.", `practice: the board named: ${named[0]}`);
  check(s.named.includes(`No. ${openjudge} in OpenJudge 2698 (--format openjudge)`), `practice: OpenJudge 2698 lists it as No. ${openjudge}`);
  check(s.named.includes("OpenJudge 2754's b = 55 (nqueens solve 8 --index 55)") && s.named.includes("yours is not among them"),
        "practice: the other formats' numbers and USACO's first three");
  const listed = [...s.named.matchAll(/^No\. (\d+): your board under/gm)].map((m) => +m[1]).sort((a, b) => a - b);
  check(same(listed, members) && members.length === 3 && s.named.includes("the class has 4 solutions") && s.named.includes("unchanged by: identity, 180° rotation"),
        `practice: the class's other members ${JSON.stringify(listed)} (computed: ${JSON.stringify(members)})`);
  // The one numbering: each queen stands level with the label of its row, above the label of its column.
  const labels = await page.evaluate(() => {
    const board = document.getElementById("practice-board");
    const at = (sel) => [...board.querySelectorAll(sel)].map((t) => [+t.getAttribute("x"), +t.getAttribute("y"), t.textContent]);
    return { rows: at(".row-label"), columns: at(".column-label"),
             queens: [...board.querySelectorAll(".queen")].map((q) => [+q.getAttribute("x"), +q.getAttribute("y"), +q.dataset.row]) };
  });
  const agree = labels.queens.every(([x, y, row]) =>
    labels.rows.find(([, ly]) => Math.abs(ly - (y + 16)) < 1)?.[2] === String(row + 1) &&
    labels.columns.find(([lx]) => Math.abs(lx - 22 - (x + 16)) < 1)?.[2] === String(board[row] + 1));
  check(agree && labels.rows[0][2] === "1" && labels.rows[0][1] < labels.rows[7][1], "practice: row labels 1..8 from the top and column labels agree with each queen");

  // A puzzle with 3 queens given (seeded): they stay, belong to a solution, and undo removes them.
  await page.evaluate(() => window.nqueensPractice.puzzle(3, 20240601));
  s = await shown(page);
  const given = s.queens.map(([r, c]) => [r, c]);
  check(s.queens.length === 3 && s.queens.every((q) => q[2] === "queen given") && completions(binary, n, given) > 0,
        `practice: a puzzle gives 3 queens of a solution ${JSON.stringify(given)}`);
  await click(given[0][0], given[0][1]);
  s = await shown(page);
  check(s.queens.length === 3 && s.hint.startsWith(`The puzzle gives the queen in row ${given[0][0] + 1}: it stays`), `practice: a given queen stays: ${s.hint}`);
  await page.click("#p-undo");
  s = await shown(page);
  check(s.queens.length === 8, "practice: undo takes back the puzzle");

  // The screenshot: four queens, the squares they attack, and the hint for row 4.
  await page.click("#p-clear");
  for (const [r, c] of [[0, 0], [1, 4], [2, 7], [4, 2]]) await click(r, c);
  await page.click("#p-hint");
  await screenshotTest(page, check, join(outDir, "practice-8.png"), "practice, n = 8");
}

// The same board in Chinese: the texts of its states, for the test of ASCII words, and a screenshot.
// `visibleText(page, selector)` gives the words a reader sees.
export async function practiseInChinese(page, { check, outDir, visibleText }) {
  // The clicks were tested in English: here they go to the squares directly, which is faster.
  const click = (r, c) => page.evaluate(([r, c]) => document.querySelector(`#practice-board rect.square[data-row="${r}"][data-col="${c}"]`)
    .dispatchEvent(new MouseEvent("click", { bubbles: true })), [r, c]);
  const press = (id) => page.evaluate((id) => document.getElementById(id).click(), id);
  const texts = [];
  const text = async () => texts.push(await visibleText(page, "#practice"));
  for (const [r, c] of [[0, 0], [3, 0]]) await click(r, c);
  await press("p-hint");
  await text();
  await press("p-clear");
  await click(0, 0);
  await press("p-hint");
  await text();
  const hint = await page.locator("#p-hint-text").innerText();
  check(hint.includes("第 3 列没有被攻击：回溯下一步把皇后放在第 2 行第 3 列"), `practice in Chinese: the hint ${hint}`);
  await press("p-clear");
  for (const [r, c] of [[0, 4], [1, 2], [2, 0], [3, 6], [4, 1], [5, 7], [6, 5], [7, 3]]) await click(r, c);
  await text();
  const named = await page.locator("#p-named").innerText();
  check(named.startsWith("解好了！你的棋盘是 nqueens solve 8 列出的 92 个解中的方案55：5 3 1 7 2 8 6 4。"), `practice in Chinese: the board named: ${named}`);
  await page.evaluate(() => window.nqueensPractice.puzzle(4, 7));
  const given = await page.evaluate(() => window.nqueensPractice.queens()[0]);
  await click(given.r, given.c);
  await text();
  await press("p-clear");
  for (const [r, c] of [[0, 0], [1, 4], [2, 7], [4, 2]]) await click(r, c);
  await press("p-hint");
  await text();
  for (const [ok, what] of await layout(page, join(outDir, "practice-8-zh.png"))) check(ok, `practice in Chinese: ${what}`);
  return texts;
}
