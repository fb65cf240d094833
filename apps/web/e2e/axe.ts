import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/**
 * axe-core's WCAG 2.1 A/AA rules on the pages the journeys visit (issue 36): a serious or critical
 * violation fails the journey, naming the rule, the nodes and the page. The journeys' stable moments
 * call it (a screenshot, a phone fit check, the deferred blocks rendered, the browser closing); each
 * route (its path, the query left out: `/product/detail?id=…` is one route) is checked once per screen
 * (desktop, 390 px phone) per journey file, which keeps the whole run's cost to a few seconds a file.
 */

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/** Nodes the mall does not draw and cannot change. None today: add one only with the reason. */
const EXCLUDE: string[] = [];

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** `<screen> <origin><path>` already checked in this journey file (module state is per file). */
const checked = new Set<string>();

/**
 * E2E_AXE=0 leaves the checks out (a quick local run of one journey); E2E_AXE=report writes what it
 * finds to test-results/axe.jsonl without failing (a survey of every page before fixing them).
 */
const isEnabled = process.env.E2E_AXE !== '0';
const isReportOnly = process.env.E2E_AXE === 'report';

/**
 * The first screens, whose outline Lighthouse audits (heading-order): h1 first, then no heading more
 * than one level below the one before it. axe's own heading-order is a best practice outside the WCAG
 * tags above (and only moderate), so the check is done here, on these routes.
 */
const OUTLINE_ROUTES = new Set(['/', '/product', '/product/detail']);

/** The headings a screen reader reads that skip a level (`h3 after h1: 热卖爆款`). */
function skippedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skips: string[] = [];
    let previous = 0;
    for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      // display:none or aria-hidden is not read; .sr-only (clipped, 1 px) is.
      if (!h.checkVisibility() || h.closest('[aria-hidden="true"]')) continue;
      const level = Number(h.tagName[1]);
      if (level > previous + 1) skips.push(`h${level} after h${previous}: ${h.textContent?.trim().slice(0, 30)}`);
      previous = level;
    }
    return skips;
  });
}

function screenOf(page: Page): 'phone' | 'desktop' {
  return (page.viewportSize()?.width ?? 1366) < 768 ? 'phone' : 'desktop';
}

/**
 * Waits (at most 3 s) until no finite animation or transition runs: a modal fading in or a drawer
 * sliding shows its text at part opacity, which axe would measure as low contrast.
 */
async function waitStill(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length ===
        0,
      undefined,
      { timeout: 3_000, polling: 100 },
    )
    .catch(() => undefined);
}

/** What the page hands back of a violation (axe's result, cut to what a message needs). */
interface TViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string; html?: string; data?: unknown }[];
}

/** The violations that fail a journey, one line each (rule, impact, help, up to 5 target selectors). */
export function describeViolations(results: { violations: TViolation[] }): string[] {
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => {
      const targets = v.nodes.slice(0, 5).map((n) => n.target.join(' '));
      const more = v.nodes.length > 5 ? ` … and ${v.nodes.length - 5} more` : '';
      const first = v.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ').trim();
      return `${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.help}\n      at ${targets.join(' | ')}${more}${first ? `\n      ${first}` : ''}`;
    });
}

/**
 * Checks the page as it is now with axe (unless this route was already checked on this screen in this
 * journey file) and throws a readable error on a serious or critical violation.
 */
export async function checkA11y(page: Page, where = ''): Promise<void> {
  if (!isEnabled || page.isClosed()) return;
  const url = new URL(page.url());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  const screen = screenOf(page);
  const key = `${screen} ${url.origin}${url.pathname}`;
  if (checked.has(key)) return;
  checked.add(key);
  await waitStill(page);
  const started = Date.now();
  // The mall's CSP (script-src 'self') refuses page.addScriptTag's inline script, and bypassing CSP
  // would stop the journeys from running under the policy a visitor gets: the source is evaluated
  // through the DevTools protocol instead, which a page's CSP does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    async ({ options, exclude }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = exclude.length ? { exclude: exclude.map((s) => [s]) } : document;
      const r = await axe.run(context as never, options);
      return {
        violations: r.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => ({
            target: n.target.map(String),
            failureSummary: n.failureSummary,
            html: n.html.slice(0, 160),
            data: n.any[0]?.data as unknown,
          })),
        })),
      };
    },
    { options: RUN_OPTIONS, exclude: EXCLUDE },
  );
  const ms = Date.now() - started;
  const failures = describeViolations(results);
  const skips = OUTLINE_ROUTES.has(url.pathname) ? await skippedHeadings(page) : [];
  if (skips.length) failures.push(`heading-order (${skips.length} headings): a level skipped at ${skips.join(' | ')}`);
  logCheck({
    route: `${url.origin}${url.pathname}`,
    screen,
    ms,
    failing: failures.length,
    ...(isReportOnly
      ? { violations: results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? '')), headingSkips: skips }
      : {}),
  });
  if (failures.length && !isReportOnly)
    throw new Error(
      `axe: ${failures.length} serious/critical WCAG 2.1 A/AA violation(s) or heading skips on ${screen} ${url.pathname}${url.search}${where ? ` (${where})` : ''}:\n  - ${failures.join('\n  - ')}`,
    );
}

/** One line per check in test-results/axe.jsonl (route, screen, time taken), to keep an eye on the cost. */
function logCheck(line: Record<string, unknown>): void {
  try {
    const dir = path.dirname(inject('e2eShotsDir'));
    fs.appendFileSync(
      path.join(dir, 'axe.jsonl'),
      `${JSON.stringify({ file: path.basename(expect.getState().testPath ?? ''), ...line })}\n`,
    );
  } catch {
    // the log is a convenience; the check itself has already run
  }
}
