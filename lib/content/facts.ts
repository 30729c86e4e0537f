/**
 * What the facts box says, from a page's validated front matter: the rows and
 * the deprecation or removal notice. The box (index.tsx) and the Markdown copy
 * of each page (plugins/llms) both read it, so a fact is worded once.
 */

export type FactsFrontMatter = {
  kind?: string;
  type?: string;
  default?: string;
  values?: string[];
  required?: boolean;
  since?: string;
  owner?: string;
  status?: 'current' | 'deprecated' | 'removed';
  replacedBy?: string;
  returns?: string;
};

/** A row's value: plain text, one code span, or a list of code spans. */
export type FactValue = {text: string} | {code: string} | {codes: string[]};

export type FactRow = {term: string; value: FactValue};

export type FactsNotice = {kind: 'deprecated' | 'removed'; title: string; text: string; replacedBy?: string};

const ownerNames: Record<string, string> = {
  object: 'Every selectable object',
  bookable: 'Seats, tables, booths and areas',
  seat: 'Seats',
  table: 'Tables',
  ga: 'General admission areas',
  section: 'Sections',
};

export function factRows(fm: FactsFrontMatter): FactRow[] {
  const rows: FactRow[] = [];
  if (fm.owner) rows.push({term: 'Available on', value: {text: ownerNames[fm.owner] ?? fm.owner}});
  if (fm.type) rows.push({term: 'Type', value: {code: fm.type}});
  if (fm.returns) rows.push({term: 'Returns', value: {code: fm.returns}});
  if (fm.required) rows.push({term: 'Required', value: {text: 'Yes'}});
  if (fm.default !== undefined) rows.push({term: 'Default', value: {code: fm.default}});
  if (fm.values) rows.push({term: 'Allowed values', value: {codes: fm.values}});
  if (fm.since) rows.push({term: 'Since', value: {text: fm.since}});
  return rows;
}

/** The notice a deprecated or removed page opens with; none for current pages. */
export function factsNotice(fm: FactsFrontMatter): FactsNotice | undefined {
  if (fm.status === 'deprecated') {
    return {kind: 'deprecated', title: 'Deprecated', text: 'Still accepted, but do not use it in new code.', replacedBy: fm.replacedBy};
  }
  if (fm.status === 'removed') {
    return {kind: 'removed', title: 'Removed', text: 'No longer supported.', replacedBy: fm.replacedBy};
  }
  return undefined;
}
