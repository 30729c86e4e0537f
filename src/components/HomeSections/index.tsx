import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

type Section = {title: string; to: string; description: string};

/** Entry points to every section of the site, in navbar order. */
const sections: Section[] = [
  {
    title: 'First steps',
    to: '/docs/tutorial',
    description: 'From an empty account to a booked seat in nine short steps: keys, a floor plan, an event, a checkout.',
  },
  {
    title: 'Renderer',
    to: '/docs/renderer/embed-a-floor-plan',
    description: 'Show a floor plan on your page, let buyers pick seats, hold them in a session, and style it.',
  },
  {
    title: 'REST API',
    to: '/docs/api/introduction',
    description: 'Create charts and events, book and release seats, and read reports from your server.',
  },
  {
    title: 'Webhooks',
    to: '/docs/webhooks',
    description: 'Hear on your server when someone changes a chart or an event, with signed, retried calls.',
  },
  {
    title: 'Event Manager',
    to: '/docs/event-manager/introduction',
    description: 'Give box-office staff one view of an event: sell, release, set channels and seats off sale.',
  },
  {
    title: 'Designer',
    to: '/docs/embedded-designer/introduction',
    description: 'Embed the floor-plan editor in your back office so your customers draw their own venues.',
  },
  {
    title: 'Changelog',
    to: '/changelog',
    description: 'What changed in the renderer, the REST API, the Event Manager and the Designer, and what to do.',
  },
];

const browserSnippet = `<div id="chart"></div>
<script src="https://cdn.tessera.example/chart.js"></script>
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
  https://api-eu.tessera.example/events/YOUR_EVENT_KEY/actions/book \\
  -H 'Content-Type: application/json' \\
  -d '{"objects": ["A-1", "A-2"], "holdToken": "YOUR_HOLD_TOKEN"}'`;

export function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1 className={styles.heroTitle}>Tessera developer documentation</h1>
        <p className={styles.heroLead}>
          Show seat maps in your ticket shop, hold the seats your buyers pick, and book them from your server.
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/docs/tutorial">
            Start the tutorial
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/getting-started-quick-tutorial">
            Quick tutorial
          </Link>
        </div>
      </div>
    </header>
  );
}

export function SectionCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="sections-heading">
      <div className="container">
        <h2 id="sections-heading">Where do you want to start?</h2>
        <ul className={styles.cards}>
          {sections.map((section) => (
            <li key={section.to} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <Link className={styles.cardLink} to={section.to}>
                  {section.title}
                </Link>
              </h3>
              <p className={styles.cardText}>{section.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function FirstSeatTeaser(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="first-seat-heading">
      <div className="container">
        <h2 id="first-seat-heading">Book your first seat</h2>
        <p>
          Render the chart with a session so that each seat a buyer clicks is held for them. Then book the seats from
          your server with the same hold token.
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
          <Link to="/docs/getting-started-quick-tutorial">Follow the quick tutorial</Link> for the full page, the server
          code and the error handling.
        </p>
      </div>
    </section>
  );
}
