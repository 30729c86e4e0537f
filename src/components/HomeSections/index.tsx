import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {sections} from '@site/config/navbar';
import {site} from '@site/config/site';
import {SectionIconSvg} from './icons';
import styles from './styles.module.css';

/**
 * Opens the navbar's search dialog through its documented shortcut (SPEC §2: Ctrl/Cmd+K), so
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

/** One tile per section of the navbar (config/navbar.ts), with its pictogram. */
export function SectionTiles(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="sections-heading">
      <div className="container">
        <h2 id="sections-heading" className={styles.sectionTitle}>
          Sections
        </h2>
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
      </div>
    </section>
  );
}

type Task = {label: string; to: string; where: string};

/** What readers come for most: one link each, straight to the page that answers it. */
const tasks: Task[] = [
  {label: 'Show a floor plan on your page', to: '/docs/renderer/embed-a-floor-plan', where: 'Renderer'},
  {label: 'Hold seats while the buyer pays', to: '/docs/renderer/config-session', where: 'Renderer'},
  {label: 'Book the held seats from your server', to: '/docs/api/book-objects', where: 'REST API'},
  {label: 'Set prices and ticket types', to: '/docs/renderer/config-pricing', where: 'Renderer'},
  {label: 'Create an event for a chart', to: '/docs/api/create-an-event', where: 'REST API'},
  {label: 'Verify a webhook signature', to: '/docs/webhooks#verify-the-signature', where: 'Webhooks'},
];

export function PopularTasks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="tasks-heading">
      <div className="container">
        <h2 id="tasks-heading" className={styles.sectionTitle}>
          Popular tasks
        </h2>
        <ul className={styles.tasks}>
          {tasks.map((task) => (
            <li key={task.to}>
              <Link className={styles.task} to={task.to}>
                <span className={styles.taskLabel}>{task.label}</span>
                <span className={styles.taskWhere}>{task.where}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const browserSnippet = `<div id="chart"></div>
<script src="${site.rendererScript}"></script>
<script>
  const chart = new tessera.SeatingChart({
    divId: 'chart',
    workspaceKey: 'YOUR_WORKSPACE_KEY',
    event: 'YOUR_EVENT_KEY',
    session: 'continue',
  }).render();
  // Post chart.selectedObjects and chart.holdToken to your server.
</script>`;

const serverSnippet = `curl -u YOUR_SECRET_KEY: \\
  ${site.apiHost(site.apiRegions[0])}/events/YOUR_EVENT_KEY/actions/book \\
  -H 'Content-Type: application/json' \\
  -d '{"objects": ["A-1", "A-2"], "holdToken": "YOUR_HOLD_TOKEN"}'`;

export function QuickStart(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="quick-start-heading">
      <div className="container">
        <h2 id="quick-start-heading" className={styles.sectionTitle}>
          Quick start: book your first seat
        </h2>
        <p className={styles.sectionLead}>
          Render the chart with a session, so each seat a buyer clicks is held for them. Then book the seats from your
          server with the same hold token.
        </p>
        <div className={styles.snippets}>
          <div>
            <h3 className={styles.snippetTitle}>1. In your page</h3>
            <CodeBlock language="html" title="checkout.html">
              {browserSnippet}
            </CodeBlock>
          </div>
          <div>
            <h3 className={styles.snippetTitle}>2. On your server</h3>
            <CodeBlock language="bash" title="Book the held seats">
              {serverSnippet}
            </CodeBlock>
          </div>
        </div>
        <p>
          <Link to="/docs/getting-started-quick-tutorial">Follow the quick tutorial</Link> for the whole page, the server
          code and the error handling.
        </p>
      </div>
    </section>
  );
}
