import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkA11y } from './axe.js';
import { openBrowser } from './browser.js';

/** The phone profile: 390×844, touch, a phone's viewport handling. */
export const PHONE = { width: 390, height: 844 } as const;

/** A fresh browser profile on a phone (empty storage) for one journey. */
export function openPhone() {
  return openBrowser({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
}

export interface TPhoneAudit {
  /** The page's width; a phone zooms out to it, so more than the screen means sideways scrolling. */
  scrollWidth: number;
  /** Controls smaller than 44 px on a side ("tag text: size"), at most 10. */
  smallTargets: string[];
  /** Visible text under 12 px ("tag text: size"), at most 10. */
  smallText: string[];
}

/**
 * What DESIGN.md §4 asks of a phone page, read off the page as drawn: its width, the controls a
 * finger must hit (buttons, fields, tabs, the tab bar and links drawn as buttons; a checkbox or radio
 * counts by its label) and the size of every visible text.
 */
export function phoneAudit(page: Page): Promise<TPhoneAudit> {
  return page.evaluate(() => {
    const describe = (el: Element, size: string) =>
      `${el.tagName.toLowerCase()} ${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 16)}: ${size}`;
    const isVisible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'button, select, textarea, input:not([type=hidden]):not([type=checkbox]):not([type=radio]), [role=button], [role=tab], a.ui-button, .tabbar a, label:has(> input[type=checkbox]), label:has(> input[type=radio])',
    );
    const smallTargets: string[] = [];
    for (const el of controls) {
      if (!isVisible(el) || el.closest('[aria-hidden=true], .sr-only')) continue;
      // A field's own box may be smaller than the wrapper the finger hits (antd's affix inputs).
      const hit = el.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ui-input-affix') ?? el;
      const r = hit.getBoundingClientRect();
      if (Math.round(r.height) < 44 || Math.round(r.width) < 44)
        smallTargets.push(describe(el, `${Math.round(r.width)}×${Math.round(r.height)}`));
    }
    const smallText: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || !isVisible(el) || el.closest('.sr-only, [aria-hidden=true]')) continue;
      const size = Number.parseFloat(getComputedStyle(el).fontSize);
      if (size < 12) smallText.push(describe(el, `${size}px`));
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      smallTargets: [...new Set(smallTargets)].slice(0, 10),
      smallText: [...new Set(smallText)].slice(0, 10),
    };
  });
}

/** DESIGN.md §4 on the page as drawn: as wide as the phone, no control under 44 px, no text under 12 px. */
export async function expectPhoneFit(page: Page, where: string): Promise<void> {
  await checkA11y(page, where);
  const audit = await phoneAudit(page);
  expect({ where, ...audit }).toEqual({ where, scrollWidth: PHONE.width, smallTargets: [], smallText: [] });
}
