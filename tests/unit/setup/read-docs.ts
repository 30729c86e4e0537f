/**
 * Vitest global setup: reads every page of docs/ once with the mdast reader
 * and provides the facts to the test files, which would otherwise each parse
 * all of them again (seconds per file).
 */
import type {TestProject} from 'vitest/node';
import {listDocs} from '../helpers/docs';
import {bodyKey, markdownFacts, type MarkdownFacts} from '../helpers/markdownFacts';

declare module 'vitest' {
  export interface ProvidedContext {
    markdownFacts: Record<string, MarkdownFacts>;
  }
}

export default function setup(project: TestProject): void {
  const facts: Record<string, MarkdownFacts> = {};
  for (const doc of listDocs({includeGenerated: true})) facts[bodyKey(doc.body)] = markdownFacts(doc.body);
  project.provide('markdownFacts', facts);
}
