/**
 * Postings in the index files: the compact encoding written by the build and
 * its decoding into MiniSearch's formats in the browser.
 */
import {SEARCH_FIELDS, INDEX_FORMAT_VERSION, type CompactIndex, type MiniSearchJSON} from './indexFormat';

/** Encodes MiniSearch's serialisation compactly, terms sorted (build side). */
export function compactPostings(json: MiniSearchJSON): {terms: string[]; postings: number[][]; lengths: number[]} {
  const count = json.documentCount;
  const fieldCount = SEARCH_FIELDS.length;
  SEARCH_FIELDS.forEach((field, i) => {
    if (json.fieldIds[field] !== i) throw new Error(`Search index: field ${field} has id ${json.fieldIds[field]}, expected ${i}`);
  });
  // Documents are added with ids 0..n-1 in order, so short ids equal ids.
  for (const [shortId, id] of Object.entries(json.documentIds)) {
    if (Number(shortId) !== id) throw new Error(`Search index: document ${id} has short id ${shortId}`);
  }
  const lengths: number[] = [];
  for (let id = 0; id < count; id += 1) {
    const row = json.fieldLength[String(id)] ?? [];
    for (let f = 0; f < fieldCount; f += 1) lengths.push(row[f] ?? 0);
  }
  const entries = [...json.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const postings = entries.map(([, byField]) => {
    const out: number[] = [];
    for (const [fieldId, docs] of Object.entries(byField)) {
      const ids = Object.keys(docs)
        .map(Number)
        .sort((a, b) => a - b);
      out.push(Number(fieldId), ids.length);
      let previous = -1;
      for (const id of ids) {
        const gap = id - previous;
        const frequency = docs[String(id)];
        if (frequency === 1) out.push(gap);
        else out.push(-gap, frequency);
        previous = id;
      }
    }
    return out;
  });
  return {terms: entries.map(([term]) => term), postings, lengths};
}

/** Calls `visit(fieldId, documentId, frequency)` for every entry of one term's postings row. */
export function forEachPosting(row: readonly number[], visit: (fieldId: number, documentId: number, frequency: number) => void): void {
  let i = 0;
  while (i < row.length) {
    const fieldId = row[i];
    const docCount = row[i + 1];
    i += 2;
    let previous = -1;
    for (let d = 0; d < docCount; d += 1) {
      const value = row[i];
      i += 1;
      let frequency = 1;
      if (value < 0) {
        frequency = row[i];
        i += 1;
      }
      previous += Math.abs(value);
      visit(fieldId, previous, frequency);
    }
  }
}

/** One term's postings in MiniSearch's in-memory shape: field id → document id → frequency. */
export function postingsMap(row: readonly number[]): Map<number, Map<number, number>> {
  const byField = new Map<number, Map<number, number>>();
  forEachPosting(row, (fieldId, documentId, frequency) => {
    let docs = byField.get(fieldId);
    if (!docs) byField.set(fieldId, (docs = new Map()));
    docs.set(documentId, frequency);
  });
  return byField;
}

function postingsObject(row: readonly number[]): Record<string, Record<string, number>> {
  const byField: Record<string, Record<string, number>> = {};
  forEachPosting(row, (fieldId, documentId, frequency) => {
    (byField[fieldId] ??= {})[documentId] = frequency;
  });
  return byField;
}

/**
 * Rebuilds MiniSearch's serialisation from the core and the postings loaded
 * so far (browser side). Terms whose shard is not loaded are left out.
 */
export function expandIndex(core: CompactIndex, terms: readonly string[], loaded: ReadonlyMap<number, number[]>): MiniSearchJSON {
  if (core.v !== INDEX_FORMAT_VERSION) throw new Error(`Unsupported search index version ${String(core.v)}`);
  const count = core.sections.length;
  const fieldCount = SEARCH_FIELDS.length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < count; id += 1) {
    documentIds[id] = id;
    fieldLength[id] = core.lengths.slice(id * fieldCount, (id + 1) * fieldCount);
  }
  const index: MiniSearchJSON['index'] = [];
  for (const [termIndex, row] of loaded) index.push([terms[termIndex], postingsObject(row)]);
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, i) => [field, i])),
    fieldLength,
    averageFieldLength: core.averages,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}

/** The shard holding term `termIndex` (shards are sorted by first term). */
export function shardOf(shards: CompactIndex['shards'], termIndex: number): number {
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (shards[middle][1] <= termIndex) low = middle;
    else high = middle - 1;
  }
  return low;
}
