import { CheckOutlined, DownOutlined } from '@ant-design/icons';
import type { TRegionOption } from '@mall/contract';
import { Drawer } from 'antd';
import { useState } from 'react';
import './region-sheet.css';

const LEVELS = ['省份', '城市', '区县'] as const;

/** The options of each level along `codes`: provinces, then the chosen province's cities, then its city's districts. */
function columnsOf(options: readonly TRegionOption[], codes: readonly string[]): TRegionOption[][] {
  const columns: TRegionOption[][] = [[...options]];
  for (const code of codes.slice(0, LEVELS.length - 1)) {
    const children = columns.at(-1)?.find((o) => o.value === code)?.children;
    if (!children?.length) break;
    columns.push(children);
  }
  return columns;
}

function labelOf(column: readonly TRegionOption[] | undefined, code: string | undefined): string {
  return column?.find((o) => o.value === code)?.label ?? '';
}

interface TRegionSheetProps {
  /** Province, city and district codes (a form item's value). */
  value?: string[];
  onChange?: (codes: string[]) => void;
  options: readonly TRegionOption[];
  placeholder?: string;
  /** Set by the form item, so its label names the trigger. */
  id?: string;
  'data-testid'?: string;
}

/**
 * The phone's region picker (as JD and Tmall draw it): a bottom sheet that walks 省 → 市 → 区 one list
 * at a time, the choices so far as a step header above (a step taps back to its level). The value is
 * set once a district is chosen; closing before leaves it as it was. The desktop keeps the Cascader.
 */
export function RegionSheet({ value, onChange, options, placeholder, id, 'data-testid': testId }: TRegionSheetProps) {
  const [open, setOpen] = useState(false);
  // The path being walked in the sheet: starts at the current value, committed with its district.
  const [draft, setDraft] = useState<string[]>([]);
  const [level, setLevel] = useState(0);
  const chosen = value ?? [];
  const chosenColumns = columnsOf(options, chosen);
  const chosenText = chosen.map((code, i) => labelOf(chosenColumns[i], code)).filter(Boolean);
  const columns = columnsOf(options, draft);
  const list = columns[level] ?? [];

  const show = () => {
    const start = chosen.length === LEVELS.length ? chosen : [];
    setDraft(start);
    setLevel(start.length ? LEVELS.length - 1 : 0);
    setOpen(true);
  };
  const pick = (code: string) => {
    const next = [...draft.slice(0, level), code];
    setDraft(next);
    if (level === LEVELS.length - 1) {
      onChange?.(next);
      setOpen(false);
    } else {
      setLevel(level + 1);
    }
  };

  return (
    <>
      <button
        type="button"
        id={id}
        className={chosenText.length ? 'region-sheet-trigger' : 'region-sheet-trigger is-empty'}
        onClick={show}
        aria-haspopup="dialog"
        data-testid={testId}
      >
        <span>{chosenText.length ? chosenText.join(' / ') : placeholder}</span>
        <DownOutlined aria-hidden />
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        size="72vh"
        title="选择所在地区"
        rootClassName="region-sheet"
        destroyOnHidden
        data-testid="region-sheet"
      >
        <div className="region-sheet-steps" role="tablist" aria-label="所在地区">
          {LEVELS.map((name, i) => {
            if (i > draft.length) return null;
            const label = i < draft.length ? labelOf(columns[i], draft[i]) : '请选择';
            return (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={i === level}
                className={i === level ? 'region-sheet-step is-on' : 'region-sheet-step'}
                onClick={() => setLevel(i)}
                data-testid="region-sheet-step"
              >
                {label}
              </button>
            );
          })}
        </div>
        <div className="region-sheet-list" role="listbox" aria-label={`选择${LEVELS[level]}`}>
          {list.map((o) => {
            const isChosen = draft[level] === o.value;
            return (
              <button
                key={o.value}
                type="button"
                role="option"
                aria-selected={isChosen}
                className={isChosen ? 'region-sheet-option is-chosen' : 'region-sheet-option'}
                onClick={() => pick(o.value)}
              >
                {o.label}
                {isChosen ? <CheckOutlined aria-hidden /> : null}
              </button>
            );
          })}
        </div>
      </Drawer>
    </>
  );
}
