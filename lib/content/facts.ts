/**
 * What the facts box says, from a page's validated front matter: the rows and
 * the deprecation or removal notice. The box (index.tsx) and the Markdown copy
 * of each page (plugins/llms) both read it, so a fact is worded once.
 */

import type {DocFrontMatter} from './frontMatter';
import {inlineParts, type DerivedFacts} from './invalidValues';
import {ownerLabel} from './owners';

/** A row's value: plain text, one code span, a list of code spans, or a sentence with code spans in it. */
export type FactValue = {text: string} | {code: string} | {codes: string[]} | {inline: Array<{text: string} | {code: string}>};

export type FactRow = {term: string; value: FactValue};

export type FactsNotice = {kind: 'deprecated' | 'removed'; title: string; text: string; replacedBy?: string};

/**
 * The rows of the box. `invalidValue` is not written by authors: the build
 * derives it from domain/renderer.yaml (see invalidValues.ts).
 */
export function factRows(fm: DocFrontMatter & DerivedFacts): FactRow[] {
  const rows: FactRow[] = [];
  if ('owner' in fm) rows.push({term: 'Available on', value: {text: ownerLabel(fm.owner)}});
  if ('type' in fm) rows.push({term: 'Type', value: {code: fm.type}});
  if ('returns' in fm && fm.returns) rows.push({term: 'Returns', value: {code: fm.returns}});
  if ('required' in fm && fm.required) rows.push({term: 'Required', value: {text: 'Yes'}});
  if ('default' in fm && fm.default !== undefined) rows.push({term: 'Default', value: {code: fm.default}});
  if ('values' in fm && fm.values) rows.push({term: 'Allowed values', value: {codes: fm.values}});
  if ('since' in fm && fm.since) rows.push({term: 'Since', value: {text: fm.since}});
  if (fm.invalidValue) rows.push({term: 'Invalid value', value: {inline: inlineParts(fm.invalidValue)}});
  return rows;
}

/** The notice a deprecated or removed page opens with; none for current pages. */
export function factsNotice(fm: DocFrontMatter): FactsNotice | undefined {
  if (!('status' in fm)) return undefined;
  if (fm.status === 'deprecated') {
    return {kind: 'deprecated', title: 'Deprecated', text: 'Still accepted, but do not use it in new code.', replacedBy: fm.replacedBy};
  }
  if (fm.status === 'removed') {
    return {kind: 'removed', title: 'Removed', text: 'No longer supported.', replacedBy: fm.replacedBy};
  }
  return undefined;
}
