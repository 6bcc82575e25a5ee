import {
  Children,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
} from "react";
import styles from "./tabs.module.css";

/**
 * The tab a key press moves to in a row of `count` tabs where `at` is active (WAI-ARIA tabs: the arrows
 * wrap around, Home and End go to the ends), or null for any other key.
 */
export function tabAfterKey(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  if (key === "ArrowRight") return (at + 1) % count;
  if (key === "ArrowLeft") return (at - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

interface TabProps {
  title: ReactNode;
}

/** One tab of `Tabs`; its React `key` is the value `onChange` reports. */
function Tab(_props: TabProps): null {
  return null;
}

/**
 * A row of tabs (WAI-ARIA tablist: arrow keys, Home and End move between them), scrolling sideways when
 * they do not fit. Plain buttons and CSS: no animation library, so a screen with tabs paints without one.
 *
 *     <Tabs activeKey={tab} onChange={setTab}>
 *       <Tabs.Tab key="open" title="Open orders" />
 *     </Tabs>
 */
export function Tabs({
  activeKey,
  onChange,
  className,
  children,
}: {
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> => isValidElement(child) && child.type === Tab,
  );
  // Children.toArray prefixes each key (".$open"): the tab's own key follows the "$"
  const keyOf = (tab: ReactElement<TabProps>) => String(tab.key).replace(/^\.\$/, "");
  const keys = tabs.map(keyOf);

  // the active tab in view when the row scrolls sideways (the row only, never the page)
  const at = keys.indexOf(activeKey);
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelectorAll<HTMLElement>('[role="tab"]')[at];
    if (!row || !tab) return;
    if (tab.offsetLeft < row.scrollLeft) row.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = tab.offsetLeft + tab.offsetWidth - row.clientWidth;
  }, [at]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, at, keys.length);
    const key = next === null ? undefined : keys[next];
    if (next === null || key === undefined) return;
    event.preventDefault();
    onChange(key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      className={className ? `${styles.tabs} ${className}` : styles.tabs}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const key = keyOf(tab);
        const active = key === activeKey;
        return (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              if (!active) onChange(key);
            }}
          >
            <span className={styles.title}>{tab.props.title}</span>
          </button>
        );
      })}
    </div>
  );
}

Tabs.Tab = Tab;
