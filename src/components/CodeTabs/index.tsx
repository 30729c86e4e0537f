/**
 * One code block with language tabs in its header: the REST samples that
 * plugins/remark/restSamples.ts makes from a ```http samples fence. Each child is a
 * `<CodeBlock value label language html>` highlighted at build time; only the
 * selected one is in the page. The first language's HTML comes with the page;
 * in production builds the others are one small JSON file (`others`, written
 * by plugins/remark/highlightCode.ts), fetched when a reader shows intent (pointer
 * or focus on the tabs) or has chosen another language before; until it
 * arrives the block keeps what it showed, marked busy.
 * The choice is shared by every block of the same group, on this page, in
 * other windows and on later visits (browser storage, the key Docusaurus's
 * synced tabs use). The server renders the first language; a stored choice
 * applies right after hydration, without remounting anything.
 */
import React, {
  Children,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useStorageSlot} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '../../theme/CodeBlock';
import styles from './styles.module.css';

type Sample = {value: string; label: string; language?: string; html?: string};

type Props = {
  readonly children: ReactNode;
  /** Tabs with the same group share their choice. */
  readonly groupId: string;
  readonly title?: string;
  readonly className?: string;
  /** The site path of a JSON file holding the highlighted HTML of the languages the children leave out, by tab value. */
  readonly others?: string;
};

/**
 * The tab a reader clicked and where it was on screen: choosing a language
 * changes the height of every block above it, and the page is scrolled back so
 * that the clicked tab stays under the pointer.
 */
let anchor: {element: HTMLElement; top: number} | null = null;

function rememberAnchor(element: HTMLElement): void {
  anchor = {element, top: element.getBoundingClientRect().top};
}

/** How far the remembered tab moved since it was clicked; forgets it, so only the first block to re-render scrolls. */
function takeAnchorShift(): number {
  if (!anchor) return 0;
  const shift = anchor.element.getBoundingClientRect().top - anchor.top;
  anchor = null;
  return shift;
}

function samplesOf(children: ReactNode): Sample[] {
  return Children.toArray(children)
    .filter(isValidElement)
    .map((child) => child.props as Sample);
}

export default function CodeTabs({children, groupId, title, className, others: othersPath}: Props): ReactNode {
  const samples = samplesOf(children);
  const [stored, storage] = useStorageSlot(`docusaurus.tab.${groupId}`);
  const selected = samples.find((sample) => sample.value === stored) ?? samples[0];
  const id = useId();
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = `${id}-panel`;
  const [others, setOthers] = useState<Record<string, string> | null>(null);
  const loading = useRef(false);
  const selectedHtml = selected ? (selected.html ?? others?.[selected.value]) : undefined;
  // What the block showed last: kept on screen while another language loads.
  const [shownHtml, setShownHtml] = useState(samples[0]?.html);
  if (selectedHtml !== undefined && selectedHtml !== shownHtml) setShownHtml(selectedHtml);
  const pending = selectedHtml === undefined;

  const othersUrl = useBaseUrl(othersPath ?? '');
  const fetchOthers = () => {
    if (!othersPath || others || loading.current) return;
    loading.current = true;
    fetch(othersUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${othersUrl}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, string>>;
      })
      .then(setOthers, () => {
        // Offline or a failed request: the next intent tries again.
        loading.current = false;
      });
  };

  useEffect(() => {
    if (pending) fetchOthers();
  });

  useLayoutEffect(() => {
    if (pending) return;
    const shift = takeAnchorShift();
    if (shift !== 0) window.scrollBy(0, shift);
  }, [selected?.value, pending]);

  if (!selected) return null;

  const choose = (value: string, element: HTMLElement) => {
    if (value === selected.value) return;
    rememberAnchor(element);
    storage.set(value);
  };

  // Arrow keys, Home and End move between tabs and select (WAI-ARIA tabs, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const current = tabs.indexOf(event.target as HTMLButtonElement);
    const next = {ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1}[event.key];
    if (current < 0 || next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    target.focus();
    choose(samples[tabs.indexOf(target)].value, target);
  };

  const tabs = (
    <div
      role="tablist"
      aria-label="Language"
      className={styles.tabs}
      onKeyDown={onKeyDown}
      onPointerEnter={fetchOthers}
      onFocus={fetchOthers}
      onTouchStart={fetchOthers}
    >
      {samples.map((sample) => {
        const isSelected = sample === selected;
        return (
          <button
            key={sample.value}
            type="button"
            role="tab"
            id={tabId(sample.value)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={clsx(styles.tab, isSelected && styles.selected)}
            onClick={(event) => choose(sample.value, event.currentTarget)}
          >
            {sample.label}
          </button>
        );
      })}
    </div>
  );

  return (
    <CodeBlock
      className={className}
      language={selected.language}
      title={title}
      html={shownHtml}
      tabs={tabs}
      preProps={{role: 'tabpanel', id: panelId, 'aria-labelledby': tabId(selected.value), 'aria-busy': pending || undefined}}
    />
  );
}
