import { useRef, type KeyboardEvent } from 'react';

interface Props<Key extends string> {
  tabs: readonly { key: Key; title: string }[];
  active: Key;
  onChange: (key: Key) => void;
  className?: string;
  testId?: string;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between them). The sign-in
 * page uses it instead of antd-mobile's Tabs, whose animated ink bar brings an animation library
 * into the first download for an effect a CSS transition gives.
 */
export function TabList<Key extends string>({ tabs, active, onChange, className, testId }: Props<Key>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    onChange(tabs[next]!.key);
    buttons.current[next]?.focus();
  };
  return (
    <div role="tablist" className={`tab-list ${className ?? ''}`} data-testid={testId}>
      {tabs.map(({ key, title }, index) => (
        <button
          key={key}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="tab"
          aria-selected={key === active}
          tabIndex={key === active ? 0 : -1}
          className="tab-list-tab"
          onClick={() => onChange(key)}
          onKeyDown={(event) => move(event, index)}
        >
          {title}
        </button>
      ))}
    </div>
  );
}
