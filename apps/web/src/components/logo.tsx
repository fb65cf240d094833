import { Link } from 'react-router';
import { useSiteInfo } from '../lib/site-info';

/**
 * The mall's mark and name; links home. Its accessible name is its visible text, then 首页 for a
 * screen reader (WCAG 2.5.3: a name that begins with what the eye reads, so voice control finds it).
 */
export function Logo({ isLight = false }: { isLight?: boolean }) {
  const { siteName } = useSiteInfo();
  return (
    <Link to="/" className={`logo${isLight ? ' logo-light' : ''}`}>
      <svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path
          d="M14 22h28L20 44h30"
          fill="none"
          stroke="#fff"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="48" cy="20" r="5" fill="#ffd666" />
      </svg>
      <span className="logo-text">
        <strong className="logo-name">{siteName}</strong>
        <small className="logo-sub">智能家居 · 物联网硬件</small>
      </span>
      <span className="sr-only">首页</span>
    </Link>
  );
}
