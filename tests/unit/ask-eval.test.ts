/**
 * The ten evaluation questions (ask-questions.ts) against an index of the
 * real docs: built here from the Markdown sources with the dev server's
 * section reader (lib/markdown/read.ts), so it runs before any site
 * build. Prints hit or miss per question; fails if the embedded answerer
 * cites the right page for fewer than eight.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {markdownSections} from '../../lib/markdown/read';
import {createEmbeddedAnswerer, type AnswerUpdate} from '../../lib/ask/answerer';
import type {IndexedPage} from '../../lib/search/indexFormat';
import {LocalIndex} from '../../lib/search/localIndex';
import {EVAL_QUESTIONS, HELD_OUT_QUESTIONS, type EvalQuestion} from './ask-questions';
import {listDocs} from './helpers/docs';
import {serveIndex} from './search-fixtures';

/** The route of a docs file: its slug when it has one, else its path. */
function route(relPath: string, slug: unknown): string {
  const bare = relPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  if (typeof slug === 'string') {
    const absolute = slug.startsWith('/') ? slug : path.posix.join(path.posix.dirname(bare), slug);
    return `/docs${absolute === '/' ? '/' : absolute.replace(/\/$/, '')}`;
  }
  return `/docs/${bare}`;
}

function docsPages(): IndexedPage[] {
  return listDocs({includeGenerated: true})
    .filter((doc) => doc.frontMatter.unlisted !== true && !doc.relPath.includes('snippets/'))
    .map((doc) => ({
      url: route(doc.relPath, doc.frontMatter.slug),
      title: String(doc.frontMatter.title ?? ''),
      crumb: 'Docs',
      tag: 'docs-default-current',
      language: 'en',
      keywords: [doc.frontMatter.name, ...((doc.frontMatter.keywords as unknown[]) ?? [])].filter(
        (k): k is string => typeof k === 'string',
      ),
      sections: markdownSections(doc.body),
    }));
}

/** Asks every question; prints hit or miss with the pages cited, returns the number of hits. */
async function evaluate(label: string, questions: EvalQuestion[], answerer: ReturnType<typeof createEmbeddedAnswerer>): Promise<number> {
  const rows: string[] = [];
  let hits = 0;
  for (const {question, pages} of questions) {
    const updates: AnswerUpdate[] = [];
    await answerer.ask({question}, (update) => updates.push(update), new AbortController().signal);
    const cited = updates.flatMap((update) => (update.type === 'citations' ? update.citations.map((c) => c.url.split('#')[0]) : []));
    const hit = cited.some((url) => pages.includes(url));
    if (hit) hits += 1;
    rows.push(`${hit ? 'hit ' : 'miss'}  ${question}  →  ${[...new Set(cited)].join(', ') || 'no citation'}`);
  }
  console.log(`Ask AI, embedded answerer, ${label}: ${hits}/${questions.length}\n${rows.join('\n')}`);
  return hits;
}

describe('evaluation questions against the docs', () => {
  // Reading every source through the MDX parser takes seconds: both questions sets share one index.
  let pages: IndexedPage[] | undefined;
  const answerer = () => {
    pages ??= docsPages();
    const {fetcher, manifestUrl} = serveIndex(pages);
    return createEmbeddedAnswerer(new LocalIndex(manifestUrl, fetcher));
  };

  it('cites a page that answers at least eight of the ten questions', async () => {
    expect(await evaluate('ten questions', EVAL_QUESTIONS, answerer())).toBeGreaterThanOrEqual(8);
  }, 60_000);

  it('cites a page that answers at least half of the held-out questions', async () => {
    expect(await evaluate('held-out questions', HELD_OUT_QUESTIONS, answerer())).toBeGreaterThanOrEqual(
      Math.ceil(HELD_OUT_QUESTIONS.length / 2),
    );
  }, 60_000);
});
