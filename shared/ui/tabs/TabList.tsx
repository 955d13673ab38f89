import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { rovingTarget } from '../roving-focus';

export interface TabItem {
  key: string;
  label: ReactNode;
}

export interface TabListProps {
  /** Prefix of the tab and panel ids: tab `{id}-tab-{key}`, panel `{id}-panel-{key}` (see `tabPanelProps`). */
  id: string;
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem[];
  selectedKey: string;
  onSelect: (key: string) => void;
  className?: string;
}

/**
 * The WAI-ARIA APG tabs pattern with automatic activation, for tabs whose panels the widget
 * renders itself (`<stay-tabs>` is the one for authored sections): one tab in the tab order
 * (roving tabindex), Left/Right to the previous and next tab wrapping at the ends (mirrored in
 * right-to-left text, `rovingTarget`), Home/End to the first and last; moving selects. Tab leaves
 * the list for the selected panel (`tabPanelProps` makes it focusable).
 */
export function TabList({ id, label, items, selectedKey, onSelect, className = '' }: TabListProps) {
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // The list runs in its own direction (an explicit `dir` wins over the page's).
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const destination = rovingTarget(event, index, items.length, { orientation: 'horizontal', direction });
    const next = destination === undefined ? undefined : items[destination];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    tabs.current.get(next.key)?.focus();
  };
  return (
    <div className={`stay-tab-list ${className}`.trim()} role="tablist" aria-label={label}>
      {items.map((item, index) => {
        const selected = item.key === selectedKey;
        return (
          <Button
            key={item.key}
            role="tab"
            id={`${id}-tab-${item.key}`}
            className="stay-tab-list__tab"
            aria-selected={selected}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={selected ? 0 : -1}
            ref={(button) => {
              if (button) tabs.current.set(item.key, button);
              else tabs.current.delete(item.key);
            }}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Button>
        );
      })}
    </div>
  );
}

/** The props of the selected tab's panel (only the selected panel is rendered). */
export function tabPanelProps(id: string, key: string) {
  return { id: `${id}-panel-${key}`, role: 'tabpanel', 'aria-labelledby': `${id}-tab-${key}`, tabIndex: 0 } as const;
}
