/**
 * Asks for an image before anything shows it: the first screen's main picture (LCP) starts loading
 * when its address is known (the route's data arrived) instead of after the page rendered its <img>.
 * Once per address.
 */
const asked = new Set<string>();

export function preloadImage(href: string): void {
  if (typeof document === 'undefined' || asked.has(href)) return;
  asked.add(href);
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
