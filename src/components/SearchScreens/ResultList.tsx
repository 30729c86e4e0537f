import type {ReactNode} from 'react';
import Excerpt from '@site/src/components/SearchResults/Excerpt';
import Highlighted from '@site/src/components/SearchResults/Highlighted';
import PagePlace from '@site/src/components/SearchResults/PagePlace';
import {segmentsText} from '@site/lib/search/highlight';
import type {SearchGroup, SearchSection} from '@site/lib/search/types';
import styles from './styles.module.css';

export const optionId = (index: number): string => `tessera-search-option-${index}`;

type Props = {
  listId: string;
  groups: readonly SearchGroup[];
  activeIndex: number;
  onHover: (index: number) => void;
  onOpen: (group: SearchGroup, section: SearchSection, event: React.MouseEvent) => void;
};

/**
 * Results as a listbox: one group per page, one option per section. Focus
 * stays in the input; the active option is announced through
 * aria-activedescendant. Options are links, so a middle click or
 * Ctrl/Cmd+click opens a new tab as everywhere else; a plain click navigates
 * in the app (see SearchScreen). Plain anchors rather than Docusaurus' Link:
 * Link prefetches every visible target, and a result list changes on each
 * keystroke.
 *
 * A page's title shows once: above its sections when they are what matched,
 * or as the first option when the top of the page is (the header then only
 * says where the page sits).
 */
export default function ResultList({listId, groups, activeIndex, onHover, onOpen}: Props): ReactNode {
  // Option positions run on across groups.
  const starts: number[] = [];
  let count = 0;
  for (const group of groups) {
    starts.push(count);
    count += group.sections.length;
  }
  return (
    <div id={listId} role="listbox" aria-label="Search results" className={styles.list}>
      {groups.map((group, g) => {
        const topFirst = group.sections[0]?.heading === null;
        return (
          <div key={group.pageUrl} role="group" aria-label={segmentsText(group.pageTitle)} className={styles.group}>
            <div className={styles.groupTitle}>
              {!topFirst && (
                <span className={styles.pageTitle}>
                  <Highlighted segments={group.pageTitle} />
                </span>
              )}
              <PagePlace group={group} />
            </div>
            {group.sections.map((section, s) => {
              const position = starts[g] + s;
              return (
                <a
                  key={section.id}
                  id={optionId(position)}
                  href={section.url}
                  role="option"
                  aria-selected={position === activeIndex}
                  tabIndex={-1}
                  className={styles.option}
                  onMouseMove={() => onHover(position)}
                  onClick={(event) => onOpen(group, section, event)}
                >
                  <span className={styles.optionTitle}>
                    <Highlighted segments={section.heading ?? group.pageTitle} />
                  </span>
                  <Excerpt section={section} className={styles.excerpt} />
                </a>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
