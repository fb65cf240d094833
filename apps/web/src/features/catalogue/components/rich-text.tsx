import './rich-text.css';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { levelHeadings } from './level-headings';

/**
 * The product description (`htmlCode`). The server sanitizes it when it is stored; it is cleaned
 * once more here so a row written around the server (an import, an old row) cannot run script.
 * Images fit the column and load lazily. Its headings start at h3, below the detail page's h1 (the
 * product) and h2 (商品详情).
 */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => {
    const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
    for (const img of fragment.querySelectorAll('img')) {
      img.setAttribute('loading', 'lazy');
      img.setAttribute('decoding', 'async');
    }
    for (const a of fragment.querySelectorAll('a[href]')) {
      if (/^https?:/i.test(a.getAttribute('href') ?? '')) {
        a.setAttribute('target', '_blank');
        a.setAttribute('rel', 'noopener noreferrer');
      }
    }
    levelHeadings(fragment, 3);
    const box = document.createElement('div');
    box.append(fragment);
    return box.innerHTML;
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server and again by DOMPurify above.
  return <div className="rich-text" data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
