import { useEffect } from 'react';

/**
 * Keeps `--chat-vh` on an element at the visible height (visualViewport), so a full-screen
 * conversation on a phone shrinks above the keyboard instead of sliding under it; 100dvh when the
 * browser has no visualViewport.
 */
export function useVisualViewportHeight(ref: { current: HTMLElement | null }, isEnabled = true): void {
  useEffect(() => {
    const el = ref.current;
    const viewport = window.visualViewport;
    if (!el || !viewport || !isEnabled) return;
    const update = () => {
      el.style.setProperty('--chat-vh', `${Math.round(viewport.height)}px`);
      el.style.setProperty('--chat-top', `${Math.round(viewport.offsetTop)}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      el.style.removeProperty('--chat-vh');
      el.style.removeProperty('--chat-top');
    };
  }, [ref, isEnabled]);
}
