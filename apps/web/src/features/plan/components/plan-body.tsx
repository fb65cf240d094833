import { useMemo } from 'react';

/**
 * A plan's body (`htmlCode`), rendered as stored: the plan service sanitizes it when it is written
 * (DESIGN.md §4) and every plan is written through it. Parsed in an inert <template> (nothing runs or
 * loads there) only to let pictures load lazily and open outside links in a new tab.
 */
export function PlanBody({ html }: { html: string }) {
  const shown = useMemo(() => {
    const template = document.createElement('template');
    template.innerHTML = html;
    for (const img of template.content.querySelectorAll('img')) {
      img.setAttribute('loading', 'lazy');
      img.setAttribute('decoding', 'async');
    }
    for (const a of template.content.querySelectorAll('a[href]')) {
      if (/^https?:/i.test(a.getAttribute('href') ?? '')) {
        a.setAttribute('target', '_blank');
        a.setAttribute('rel', 'noopener noreferrer');
      }
    }
    return template.innerHTML;
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the plan service when stored.
  return <div className="plan-body" data-testid="plan-body" dangerouslySetInnerHTML={{ __html: shown }} />;
}
