/**
 * Rewrites the headings of stored HTML (a seller's product description) so they continue the page's
 * outline: the seller's highest level becomes `top`, each next level one deeper (at most h6), whatever
 * levels the seller picked (h3 then h4, or h2 then h5). The page's own h1 and h2 come before it, so
 * no level is skipped (Lighthouse's heading-order). Attributes and children move with the heading.
 */
export function levelHeadings(root: ParentNode, top: number): void {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = [...new Set(headings.map((h) => Number(h.tagName[1])))].sort((a, b) => a - b);
  for (const h of headings) {
    const level = Math.min(6, top + levels.indexOf(Number(h.tagName[1])));
    if (`H${level}` === h.tagName) continue;
    const next = h.ownerDocument.createElement(`h${level}`);
    for (const { name, value } of [...h.attributes]) next.setAttribute(name, value);
    next.append(...h.childNodes);
    h.replaceWith(next);
  }
}
