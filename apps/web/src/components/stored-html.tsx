import { useMemo } from 'react';

/**
 * Rich text rendered as stored (an article's, a plan's `htmlCode`): the owning service sanitizes it
 * when it is written (DESIGN.md §4), and every body is written through it. Parsed in an inert
 * <template> (nothing runs or loads there) only to let pictures load lazily and open outside links in
 * a new tab. Not the product's RichText: its DOMPurify would then be shared with these pages and split
 * out of the product detail's chunk, one more file on a first screen — so no first screen imports this.
 * The typography is the caller's (`className`).
 */
export function StoredHtml({ html, className, ...rest }: { html: string; className: string; 'data-testid'?: string }) {
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
  return (
    <div
      className={className}
      data-testid={rest['data-testid']}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the owning service when stored.
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
