import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * A page's own title, when it says more than its route's (which product, which shop, which keyword).
 * The root layout writes `<title> - 智联商城` from it, else from the route's title.
 */
export const usePageTitleStore = create<{ title: string | null }>()(() => ({ title: null }));

/** Names the page while it is shown (undefined: the route's title, e.g. while the data loads). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    usePageTitleStore.setState({ title });
    return () => {
      if (usePageTitleStore.getState().title === title) usePageTitleStore.setState({ title: null });
    };
  }, [title]);
}

/** The default `<meta name="description">` of index.html, put back when a page's own goes. */
let defaultDescription: string | null = null;

/** Sets `<meta name="description">` while the page is shown (a product's subtitle, say). */
export function useMetaDescription(text: string | undefined): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    defaultDescription ??= meta.content;
    meta.content = text;
    const shown = meta;
    return () => {
      if (shown.content === text) shown.content = defaultDescription ?? '';
    };
  }, [text]);
}
