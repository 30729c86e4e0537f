import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {FirstSeatTeaser, HomeHero, SectionCards} from '@site/src/components/HomeSections';
import styles from './index.module.css';

/** The home page at `/`: what the docs offer, one entry per section, and a first-booking teaser. */
export default function Home(): ReactNode {
  return (
    <Layout
      title="Developer documentation"
      description="Documentation for developers who integrate Tessera seat maps: first steps, renderer, REST API, webhooks, Event Manager, Designer and changelog."
    >
      <main className={styles.main}>
        <HomeHero />
        <SectionCards />
        <FirstSeatTeaser />
      </main>
    </Layout>
  );
}
