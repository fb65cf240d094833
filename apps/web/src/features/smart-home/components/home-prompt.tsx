import './smart-home.css';
import { isEmptyHome } from '@mall/contract/wire';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../stores/session';
import { useHasHome, useSmartHome } from '../api/get-home';

/** Where the list remembers that the buyer closed the prompt (this browser, for good). */
export const HOME_PROMPT_KEY = 'zl_mall_home_prompt_closed';

function wasClosed(): boolean {
  try {
    return localStorage.getItem(HOME_PROMPT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The list's first-visit prompt (DESIGN.md §H): a signed-in buyer without a home is asked to describe
 * it once; 不再提示 closes it for good in this browser. A visitor and a buyer with a home see nothing.
 */
export function HomePrompt() {
  const token = useSession((s) => s.token);
  const home = useSmartHome();
  const [isClosed, setClosed] = useState(wasClosed);
  // Only once the home is known to be empty: nothing flashes while it loads.
  if (!token || home.data === undefined || !isEmptyHome(home.data) || isClosed) return null;
  const close = () => {
    setClosed(true);
    try {
      localStorage.setItem(HOME_PROMPT_KEY, '1');
    } catch {
      // a private window keeps no storage: the prompt is closed for this visit
    }
  };
  return (
    <section className="home-prompt" aria-label="设置我的家" data-testid="home-prompt">
      <span className="home-prompt-text">
        告诉我们你家用的是米家、HomeKit 还是其他平台，每件商品都会标明是否兼容、要不要网关。
      </span>
      <Link className="home-prompt-go" to="/user/home">
        设置我的家
      </Link>
      <button type="button" className="home-prompt-close" onClick={close} data-testid="home-prompt-close">
        不再提示
      </button>
    </section>
  );
}

/** 只看兼容我家: the list's switch, for a buyer with a home. */
export function CompatibleSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const hasHome = useHasHome();
  if (!hasHome && !checked) return null;
  return (
    <label className="sort-bar-stock">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="only-compatible"
      />
      只看兼容我家
    </label>
  );
}
