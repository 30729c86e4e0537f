import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {HomeHero, PopularTasks, QuickStart, SectionTiles} from '@site/src/components/HomeSections';
import styles from './index.module.css';

/** The home page at `/`: search first, the sections, popular tasks and the quick start; the site footer links the rest. */
export default function Home(): ReactNode {
  return (
    <Layout
      title="Developer documentation"
      description="Documentation for developers who integrate Tessera seat maps: first steps, renderer, REST API, webhooks, Event Manager, Designer and changelog."
    >
      <main className={styles.main}>
        <HomeHero />
        <SectionTiles />
        <PopularTasks />
        <QuickStart />
      </main>
    </Layout>
  );
}
