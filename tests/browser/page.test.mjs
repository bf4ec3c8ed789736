// End-to-end test of `nqueens page N` in a real headless browser: Debian's chromium driven by
// playwright-core (no browser download). The page must load with no network, and after k
// steps of its player show the board that the first k lines of `nqueens trace N --format jsonl`
// describe (computed here independently of the page's own code).
//
// Then the practice board (practice.mjs), on the page of n = 8 in English and in Chinese, and the
// Chinese page's words: no English word may be left in what a reader sees (asciiWords).
//
// Usage: node page.test.mjs NQUEENS_BINARY OUTPUT_DIR   (writes OUTPUT_DIR/page-6.png, page-4.png,
// page-4-zh.png, practice-8.png and practice-8-zh.png)

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { practiseInChinese, testPractice } from "./practice.mjs";

const [binary, outDir] = process.argv.slice(2);
const n = 6;
const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
let failures = 0;

function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures++;
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// What a reader of the page sees in words: the visible text outside code (pre, code, kbd), the
// texts of the SVG pictures and their tooltips, and every title and aria-label (tooltips, and
// what a screen reader says); of the part `selector` picks, by default the whole page.
function visibleText(page, selector = "body") {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    const out = [document.title];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const e = t.parentElement;
      if (!e || e.closest("pre, code, kbd, script, style")) continue;
      if (e.closest("title") || e.checkVisibility()) out.push(t.textContent);
    }
    for (const e of root.querySelectorAll("[title], [aria-label]")) out.push(e.getAttribute("title") ?? "", e.getAttribute("aria-label") ?? "");
    return out.join("\n");
  }, selector);
}
// The English words of a Chinese text: runs of two or more ASCII letters, but for the names of
// formats and judges, and code within the prose (array cells such as col[c] and d1[r + c]).
const formatNames = new Set(["OpenJudge", "USACO", "Luogu", "LeetCode", "Pascal", "C++"]);
export function asciiWords(text) {
  const prose = text.replace(/\b[A-Za-z_]\w*\[[^\]]*\]/g, " ");
  return [...new Set([...prose.matchAll(/[A-Za-z][A-Za-z+]+/g)].map((m) => m[0]).filter((w) => !formatNames.has(w)))];
}

// The trace as the CLI writes it; the board, counters and tree node after each step, replayed here.
function traced(n) {
  const lines = execFileSync(binary, ["trace", String(n), "--format", "jsonl"], { encoding: "utf8", maxBuffer: 1 << 26 }).trim().split("\n").map((l) => JSON.parse(l));
  const totals = lines.pop().totals;
  return { totals, steps: lines };
}
function replay(n, steps, k) {
  const columns = new Array(n).fill(-1);
  const path = [0];
  let nodes = 1, solutions = 0;
  for (const s of steps.slice(0, k)) {
    if (s.step === "place") { columns[s.row - 1] = s.column - 1; nodes++; path.push(s.node); }
    if (s.step === "backtrack") { columns[s.row - 1] = -1; path.pop(); }
    if (s.step === "solution") solutions++;
  }
  return { columns, nodes, solutions, node: path[path.length - 1] };
}
const { totals, steps } = traced(n);
const expectedAfter = (k) => replay(n, steps, k);

const work = mkdtempSync(join(tmpdir(), "nqueens-browser-"));
const pagePath = join(work, "queens.html");
writeFileSync(pagePath, execFileSync(binary, ["page", String(n)]));

const context = await chromium.launchPersistentContext(join(work, "profile"), {
  executablePath: chromiumPath,
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  viewport: { width: 1100, height: 1000 },
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const offline = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("file:")) return route.continue();
    offline.push(url);
    return route.abort();
  });
  const errors = [];
  const flagsOf = (n, columns) => {  // 1-based, as the page's program indexes them
    const f = { col: [], d1: [], d2: [] };
    columns.forEach((c, r) => { if (c >= 0) { f.col.push(c + 1); f.d1.push(r + c + 2); f.d2.push(r - c + n); } });
    for (const k in f) f[k].sort((a, b) => a - b);
    return f;
  };
  const kindOf = { place: "p", reject: "r", backtrack: "b", solution: "s" };

  // The tree, the flag arrays and the program against the trace, on the page loaded for n.
  async function teaching(n, steps, totals, what) {
    const nodes = await page.locator("#tree .tnode").count();
    check(nodes === totals.nodes, `${what}: the tree has ${nodes} nodes, as trace counts (${totals.nodes})`);
    const stubs = await page.locator("#tree .stub").count();
    check(stubs === totals.rejects, `${what}: the tree has ${stubs} rejected stubs (trace: ${totals.rejects})`);
    const state = () => page.evaluate((n) => {
      const columns = new Array(n).fill(-1);
      for (const q of document.querySelectorAll("#player-board .queen")) columns[+q.dataset.row] = +q.dataset.col;
      const current = document.querySelector("#tree .tnode.current");
      // The path's labels from the root down: the column of each row's queen.
      const onPath = [...document.querySelectorAll("#tree .tnode.path")]
        .map((g) => [+g.getAttribute("transform").match(/,([\d.]+)\)/)[1], g.querySelector("text").textContent]).sort((a, b) => a[0] - b[0])
        .slice(1).map(([, t]) => +t - 1);
      const flags = {};
      for (const k of ["col", "d1", "d2"])
        flags[k] = [...document.querySelectorAll(`#flags-${k} .flag.on`)].map((f) => +f.dataset.index).sort((a, b) => a - b);
      const line = document.querySelector("#code .line.current");
      return { step: +document.getElementById("step-count").textContent, columns, node: current ? +current.dataset.node : -1,
               onPath, flags, line: line ? +line.dataset.line : 0, kind: line ? line.dataset.kind : "" };
    }, n);
    let previous = null;
    const agree = async (k, label) => {
      const s = await state();
      const e = replay(n, steps, k);
      const queens = e.columns.filter((c) => c >= 0);
      const ok = s.step === k && same(s.columns, e.columns) && s.node === e.node && same(s.onPath, queens) &&
                 same(s.flags, flagsOf(n, e.columns)) && s.kind === (k ? kindOf[steps[k - 1].step] : "call");
      check(ok, `${what}, ${label}: step ${k}, node ${s.node} (trace ${e.node}), path ${JSON.stringify(s.onPath)}, ` +
                `flags ${JSON.stringify(s.flags)}, code line ${s.line} (${s.kind})`);
      if (previous && previous.kind !== s.kind) check(previous.line !== s.line, `${what}, ${label}: the code line moved`);
      previous = s;
    };
    await page.evaluate(() => window.nqueensPlayer.jump(0));
    await agree(0, "at the root");
    for (let k = 1; k <= 30; ++k) { await page.click("#step"); await agree(k, `${k} steps forward`); }
    for (let k = 29; k >= 20; --k) { await page.click("#back"); await agree(k, `back to step ${k}`); }
    // A click on a node: the first solution's leaf, then the root's last child.
    const leaf = steps.findIndex((s) => s.step === "solution");
    const leafNode = replay(n, steps, leaf + 1).node;
    await page.click(`#tree .tnode[data-node="${leafNode}"]`);
    const enter = steps.findIndex((s) => s.step === "place" && s.node === leafNode) + 1;
    await agree(enter, `after a click on node ${leafNode}`);
    const stub = await page.locator("#tree .stub").nth(3).getAttribute("data-step");
    // Stubs are thin and fan out over one another: the click goes to the element itself.
    await page.locator("#tree .stub").nth(3).dispatchEvent("click");
    await agree(+stub, `after a click on the 4th stub`);
    // The Pascal-like program: the same step, its own line of the same kind.
    await page.click("input[name=language][value=pascal]");
    const pascal = await page.locator("#code").textContent();
    check(pascal.includes("procedure try(r: integer);"), `${what}: the Pascal-like program is shown`);
    await agree(+stub, "in the Pascal-like program");
    await page.click("input[name=language][value=cpp]");
    // By columns: the same search, its board transposed.
    await page.click("input[name=order][value=columns]");
    const t = await page.evaluate(() => [...document.querySelectorAll("#player-board .queen")].map((q) => [+q.dataset.row, +q.dataset.col]));
    const e = replay(n, steps, +stub).columns.map((c, r) => [c, r]).filter(([c]) => c >= 0);
    check(same(t.sort(), e.sort()), `${what}: by columns the queens are transposed ${JSON.stringify(t)}`);
    const label = await page.locator("#flags-row .flag-name").textContent();
    check(label === "row[r]", `${what}: by columns the first flag array is ${label}`);
    await page.click("input[name=order][value=rows]");
    const bars = await page.locator("#methods .bar").evaluateAll((b) => b.map((x) => x.dataset.count));
    const methods = execFileSync(binary, ["methods", String(n), "--budget", "0.01"], { encoding: "utf8" });
    check(bars.length === 5 && bars.every((c) => methods.includes(Number(c).toLocaleString("en-US"))),
          `${what}: the 5 method bars carry the counts of nqueens methods (${bars.join(", ")})`);
  }
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(pathToFileURL(pagePath).href);

  // What the page shows: its queens (from the DOM) and its counters.
  async function shown() {
    return page.evaluate((n) => {
      const columns = new Array(n).fill(-1);
      for (const q of document.querySelectorAll("#player-board .queen")) columns[+q.dataset.row] = +q.dataset.col;
      const number = (id) => +document.getElementById(id).textContent;
      const row = document.querySelector("#player-board .current-row");
      return { step: number("step-count"), nodes: number("nodes"), solutions: number("solutions"), columns,
               rowY: row ? +row.getAttribute("y") : -1 };
    }, n);
  }
  async function expectStep(k, what) {
    const s = await shown();
    const e = expectedAfter(k);
    check(s.step === k, `${what}: the page says step ${s.step}, expected ${k}`);
    check(same(s.columns, e.columns), `${what}: queens ${JSON.stringify(s.columns)} match the trace ${JSON.stringify(e.columns)}`);
    check(s.nodes === e.nodes && s.solutions === e.solutions,
          `${what}: ${s.nodes} nodes, ${s.solutions} solutions (trace: ${e.nodes}, ${e.solutions})`);
    // A solution step has no square in the JSON lines: its row is the last one.
    const row = k > 0 ? (steps[k - 1].row ?? n) - 1 : 0;
    check(s.rowY === row * 40, `${what}: row ${row + 1} is highlighted`);
  }

  check(await page.locator("#step-total").textContent() === String(steps.length), `the page holds the ${steps.length} steps of the trace`);
  await expectStep(0, "at load");
  for (let i = 0; i < 25; ++i) await page.click("#step");
  await expectStep(25, "after 25 steps forward");
  for (let i = 0; i < 5; ++i) await page.click("#back");
  await expectStep(20, "after 5 steps back");

  // Play fast for a while, pause, and compare wherever it stopped.
  await page.locator("#speed").fill("100");
  await page.click("#play");
  await page.waitForFunction(() => window.nqueensPlayer.step >= 200);
  await page.click("#play");
  const paused = (await shown()).step;
  check(paused >= 200 && paused < steps.length, `play then pause stops mid-way (step ${paused})`);
  await expectStep(paused, "after play and pause");
  await page.click("#play");
  await page.waitForFunction(() => window.nqueensPlayer.step === window.nqueensPlayer.total, null, { timeout: 20000 });
  const end = await shown();
  check(end.nodes === totals.nodes && end.solutions === totals.solutions,
        `played to the end: ${end.nodes} nodes and ${end.solutions} solutions (trace totals: ${totals.nodes}, ${totals.solutions})`);
  await expectStep(steps.length, "at the end");

  const cards = await page.locator(".card").count();
  const fundamental = await page.locator(".card.fundamental").count();
  check(cards === totals.solutions && fundamental === 1, `the gallery shows ${cards} solutions, ${fundamental} fundamental (Q(6) = 4, 1 class)`);

  await teaching(n, steps, totals, "n = 6");

  // The screenshot: the first step that rejects a square attacked along two lines.
  const shot = steps.findIndex((s) => s.step === "reject" && s.attacks.length >= 2) + 1;
  await page.click("#reset");
  for (let i = 0; i < shot; ++i) await page.click("#step");
  await expectStep(shot, `at the screenshot's step`);
  const attackers = await page.locator("#player-board .queen.attacker").count();
  check(attackers === steps[shot - 1].attacks.length, `the ${attackers} attacking queens are drawn in red`);
  mkdirSync(outDir, { recursive: true });
  await page.screenshot({ path: join(outDir, `page-${n}.png`), fullPage: true });

  // The four-queens page of the tutorials: 17 nodes; the screenshot halfway, on a rejected square.
  const four = traced(4);
  const fourPath = join(work, "four.html");
  writeFileSync(fourPath, execFileSync(binary, ["page", "4"]));
  await page.goto(pathToFileURL(fourPath).href);
  await teaching(4, four.steps, four.totals, "n = 4");
  await page.evaluate(() => window.nqueensPlayer.jump(33));
  await page.screenshot({ path: join(outDir, "page-4.png"), fullPage: true });

  // The same page in Chinese (--lang zh): its texts in the tutorials' words, the player unchanged.
  const fourZhPath = join(work, "four-zh.html");
  writeFileSync(fourZhPath, execFileSync(binary, ["page", "4", "--lang", "zh"]));
  await page.goto(pathToFileURL(fourZhPath).href);
  await teaching(4, four.steps, four.totals, "n = 4, --lang zh");
  const zh = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.getElementById("title").textContent,
    heading: document.querySelector("h2").textContent,
    play: document.getElementById("play").textContent,
    nodes: document.querySelectorAll("#tree .tnode").length,
    code: document.getElementById("code").textContent,
    symmetries: document.querySelector(".card.fundamental .sym").textContent,
  }));
  check(zh.lang === "zh-CN", `<html lang="${zh.lang}">`);
  check(zh.title === "4 皇后：4×4 的棋盘", `the title in Chinese: ${zh.title}`);
  check(zh.heading === "观看回溯搜索", `the first heading in Chinese: ${zh.heading}`);
  check(zh.play === "▶ 播放", `the play button in Chinese: ${zh.play}`);
  check(zh.nodes === 17, `the Chinese page's tree has ${zh.nodes} nodes`);
  check(zh.symmetries.endsWith("不变的对称：恒等，顺时针旋转 90°，旋转 180°，顺时针旋转 270°"),
        `the symmetries that fix the fundamental solution in Chinese: ${zh.symmetries}`);
  check(zh.code.includes("// 回溯") && zh.code.includes("// 从 place(1) 开始"), "the program's comments in Chinese");
  await page.evaluate(() => window.nqueensPlayer.jump(33));
  const explainZh = await page.locator("#explain").textContent();
  check(/被.*攻击——冲突，拒绝。$/.test(explainZh), `step 33 explained in Chinese: ${explainZh}`);
  await page.screenshot({ path: join(outDir, "page-4-zh.png"), fullPage: true });

  // The found list says what its numbers are, by rows and by columns.
  await page.goto(pathToFileURL(fourPath).href);
  await page.evaluate(() => window.nqueensPlayer.jump(window.nqueensPlayer.total));
  const foundRows = await page.locator("#found").textContent();
  check(foundRows === "Found (the column of the queen in rows 1 to 4): 2 4 1 3 · 3 1 4 2", `found by rows: ${foundRows}`);
  await page.click("input[name=order][value=columns]");
  const foundColumns = await page.locator("#found").textContent();
  check(foundColumns === "Found (the row of the queen in columns 1 to 4): 2 4 1 3 · 3 1 4 2", `found by columns: ${foundColumns}`);

  // n = 7: the tree collapsed to the current path, the whole of it on request, and zoom.
  const seven = traced(7);
  const sevenPath = join(work, "seven.html");
  writeFileSync(sevenPath, execFileSync(binary, ["page", "7"]));
  await page.goto(pathToFileURL(sevenPath).href);
  await page.evaluate(() => window.nqueensPlayer.jump(100));
  const tree = () => page.evaluate(() => ({ nodes: document.querySelectorAll("#tree .tnode").length,
                                            width: +document.getElementById("tree").getAttribute("width"),
                                            level: document.getElementById("zoom-level").textContent }));
  const collapsed = await tree();
  check(await page.locator("#whole-label").isVisible() && collapsed.nodes > 1 && collapsed.nodes < seven.totals.nodes,
        `n = 7: the tree is collapsed to ${collapsed.nodes} of ${seven.totals.nodes} nodes`);
  await page.click("#zoom-in");
  const larger = await tree();
  check(Math.abs(larger.width / collapsed.width - 1.25) < 1e-9 && larger.level === "125%",
        `zoom in: the tree ${collapsed.width} → ${larger.width} wide, ${larger.level}`);
  await page.click("#zoom-out");
  await page.click("#zoom-out");
  const smaller = await tree();
  check(Math.abs(smaller.width / collapsed.width - 0.8) < 1e-9 && smaller.level === "80%",
        `zoom out twice: ${smaller.width} wide, ${smaller.level}`);
  await page.click("#whole");
  const all = await tree();
  check(all.nodes === seven.totals.nodes, `n = 7, the whole tree: ${all.nodes} nodes (trace: ${seven.totals.nodes})`);
  const current = await page.evaluate(() => +document.querySelector("#tree .tnode.current").dataset.node);
  check(current === replay(7, seven.steps, 100).node, `n = 7, step 100: the current node is ${current} in the whole tree too`);

  // Practice on the eight-queens page, in English, then in Chinese with the words of every state
  // of the player and of the practice board: not one English word.
  const eightPath = join(work, "eight.html"), eightZhPath = join(work, "eight-zh.html");
  writeFileSync(eightPath, execFileSync(binary, ["page", "8"]));
  writeFileSync(eightZhPath, execFileSync(binary, ["page", "8", "--lang", "zh"]));
  mkdirSync(outDir, { recursive: true });
  await testPractice(page, { binary, check, same, outDir, url: pathToFileURL(eightPath).href });
  await page.goto(pathToFileURL(eightZhPath).href);
  const eight = traced(8);
  const texts = [await visibleText(page)];
  const stepOf = (kind, from = 0) => eight.steps.findIndex((s, i) => i >= from && s.step === kind) + 1;
  // The steps change the player's side and the tree: only those are read again.
  const player = async () => texts.push(await visibleText(page, ".player"), await visibleText(page, "#tree-box"));
  for (const k of [1, stepOf("reject"), stepOf("backtrack"), stepOf("solution")]) {
    await page.evaluate((k) => window.nqueensPlayer.jump(k), k);
    await player();
  }
  await page.click("input[name=order][value=columns]");
  await page.evaluate((k) => window.nqueensPlayer.jump(k), stepOf("reject", 100));
  await player();
  await page.click("input[name=order][value=rows]");
  await page.click("input[name=language][value=pascal]");
  await page.click("#only-fundamental");
  texts.push(await visibleText(page));
  texts.push(...(await practiseInChinese(page, { check, outDir, visibleText })));
  const english = asciiWords(texts.join("\n"));
  check(english.length === 0, `the Chinese page shows no English word (${english.join(", ") || "none"})`);

  check(offline.length === 0, `no network requests (${offline.join(", ") || "none"})`);
  check(errors.length === 0, `no script errors (${errors.join("; ") || "none"})`);
} finally {
  await context.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(failures === 0 ? "browser test passed" : `${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
