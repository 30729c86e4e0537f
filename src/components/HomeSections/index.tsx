import type {ComponentType, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import QuickStartMdx from '@site/src/pages/_quick-start.mdx';
import {sectionOfPath, sections} from '@site/config/navbar';
import {SectionIconSvg} from './icons';
import styles from './styles.module.css';

/** Compiled MDX takes the components it renders as a prop (Docusaurus types it without props). */
const QuickStartSnippets = QuickStartMdx as ComponentType<{components: Record<string, ComponentType<never>>}>;

/**
 * Opens the navbar's search dialog through its documented shortcut (Ctrl/Cmd+K), so
 * the home page reuses the one search entry point instead of mounting a second dialog.
 */
function openSearch(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', ctrlKey: true, bubbles: true}));
}

export function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1 className={styles.heroTitle}>Tessera developer documentation</h1>
        <p className={styles.heroLead}>
          Show seat maps in your ticket shop, hold the seats your buyers pick, and book them from your server.
        </p>
        <button type="button" className={styles.search} onClick={openSearch} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /">
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={styles.searchLabel}>Search options, methods, API calls…</span>
          <kbd className={styles.searchKey}>/</kbd>
        </button>
      </div>
    </header>
  );
}

/** A band of the home page, named by its heading. */
function HomeSection({id, title, children}: {id: string; title: string; children: ReactNode}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** One tile per section of the navbar (config/navbar.ts), with its pictogram. */
export function SectionTiles(): ReactNode {
  return (
    <HomeSection id="sections-heading" title="Sections">
      <ul className={styles.tiles}>
        {sections.map((section) => (
          <li key={section.to} className={styles.tile}>
            <span className={styles.tileIcon}>
              <SectionIconSvg icon={section.icon} />
            </span>
            <h3 className={styles.tileTitle}>
              <Link className={styles.tileLink} to={section.to}>
                {section.label}
              </Link>
            </h3>
            <p className={styles.tileText}>{section.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

type Task = {label: string; to: string};

/** What readers come for most: one link each, straight to the page that answers it, under its section's name. */
const tasks: Task[] = [
  {label: 'Show a floor plan on your page', to: '/docs/renderer/embed-a-floor-plan'},
  {label: 'Hold seats while the buyer pays', to: '/docs/renderer/config-session'},
  {label: 'Book the held seats from your server', to: '/docs/api/book-objects'},
  {label: 'Set prices and ticket types', to: '/docs/renderer/config-pricing'},
  {label: 'Create an event for a chart', to: '/docs/api/create-an-event'},
  {label: 'Verify a webhook signature', to: '/docs/webhooks#verify-the-signature'},
];

export function PopularTasks(): ReactNode {
  return (
    <HomeSection id="tasks-heading" title="Popular tasks">
      <ul className={styles.tasks}>
        {tasks.map((task) => (
          <li key={task.to}>
            <Link className={styles.task} to={task.to}>
              <span className={styles.taskLabel}>{task.label}</span>
              <span className={styles.taskWhere}>{sectionOfPath(task.to)?.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function QuickStart(): ReactNode {
  return (
    <HomeSection id="quick-start-heading" title="Quick start: book your first seat">
      <p className={styles.sectionLead}>
        Render the chart with a session, so each seat a buyer clicks is held for them. Then book the seats from your server with the same
        hold token.
      </p>
      <div className={styles.snippets}>
        {/* The one MDX component it uses, passed directly: the home page does not load the docs' component map. */}
        <QuickStartSnippets components={{CodeBlock}} />
      </div>
      <p>
        <Link to="/docs/getting-started-quick-tutorial">Follow the quick tutorial</Link> for the whole page, the server code and the error
        handling.
      </p>
    </HomeSection>
  );
}
