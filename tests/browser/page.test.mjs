// End-to-end test of `nqueens page N` in a real headless browser: Debian's chromium driven by
// playwright-core (no browser download). The page must load with no network, and after k
// steps of its player show the board that the first k lines of `nqueens trace N --format json`
// describe (computed here independently of the page's own code).
//
// Usage: node page.test.mjs NQUEENS_BINARY OUTPUT_DIR   (writes OUTPUT_DIR/page-6.png)

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const [binary, outDir] = process.argv.slice(2);
const n = 6;
const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
let failures = 0;

function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures++;
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// The trace as the CLI writes it; the board and counters after each step, replayed here.
const lines = execFileSync(binary, ["trace", String(n), "--format", "json"], { encoding: "utf8" }).trim().split("\n").map((l) => JSON.parse(l));
const totals = lines.pop().totals;
const steps = lines;
function expectedAfter(k) {
  const columns = new Array(n).fill(-1);
  let nodes = 1, solutions = 0;
  for (const s of steps.slice(0, k)) {
    if (s.step === "place") { columns[s.row - 1] = s.column - 1; nodes++; }
    if (s.step === "backtrack") columns[s.row - 1] = -1;
    if (s.step === "solution") solutions++;
  }
  return { columns, nodes, solutions };
}

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

  // The screenshot: the first step that rejects a square attacked along two lines.
  const shot = steps.findIndex((s) => s.step === "reject" && s.attacks.length >= 2) + 1;
  await page.click("#reset");
  for (let i = 0; i < shot; ++i) await page.click("#step");
  await expectStep(shot, `at the screenshot's step`);
  const attackers = await page.locator("#player-board .queen.attacker").count();
  check(attackers === steps[shot - 1].attacks.length, `the ${attackers} attacking queens are drawn in red`);
  mkdirSync(outDir, { recursive: true });
  await page.screenshot({ path: join(outDir, `page-${n}.png`), fullPage: true });

  check(offline.length === 0, `no network requests (${offline.join(", ") || "none"})`);
  check(errors.length === 0, `no script errors (${errors.join("; ") || "none"})`);
} finally {
  await context.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(failures === 0 ? "browser test passed" : `${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
