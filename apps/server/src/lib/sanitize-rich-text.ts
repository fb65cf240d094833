import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (product descriptions, later news and plans) is sanitized when stored (DESIGN.md §4):
 * an allowlist of formatting tags, images and links; no script, no event handlers, no style
 * blocks, no class names (a description must not borrow the site's own styles), links to http(s),
 * site-relative and mailto URLs only (never javascript: or data:), images from the site only.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'div',
    'section',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
    'img',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leaving the site open in a new tab without handing over window.opener.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    // Images come from the site itself (presets or uploads), as the CSP requires anyway.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      const own = src !== undefined && /^\/(img|files)\/[^\\]*$/.test(src) && !src.startsWith('//');
      return { tagName, attribs: { ...(own ? { src } : {}), ...rest, loading: 'lazy' } };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
