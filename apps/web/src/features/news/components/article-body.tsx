import { useMemo } from 'react';

/**
 * An article's body (`htmlCode`), rendered as stored: the news service sanitizes it when it is
 * written (DESIGN.md §4), and every article is written through it. Parsed in an inert <template>
 * (nothing runs or loads there) only to let pictures load lazily and open outside links in a new tab.
 * Not the product's RichText: its DOMPurify would then be shared with this page and split out of the
 * product detail's chunk, one more file on a first screen.
 */
export function ArticleBody({ html }: { html: string }) {
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
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the news service when stored.
  return <div className="news-body" data-testid="news-body" dangerouslySetInnerHTML={{ __html: shown }} />;
}
