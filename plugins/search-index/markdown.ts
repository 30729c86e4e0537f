/**
 * Sections of a Markdown/MDX source, for the dev server.
 *
 * `docusaurus start` renders no HTML, so there the index is built from the
 * sources the docs and blog plugins loaded. The result has the same shape as
 * the HTML extraction (same headings, same anchor ids, code left out); only
 * text rendered by components (the facts box, generated tables) is missing,
 * which is acceptable while writing. The production index always comes from
 * the built HTML.
 */
import {createSlugger} from '@docusaurus/utils';
import type {IndexedSection} from '../../lib/search/indexFormat';

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
/** `## Title {/* #custom-id *\/}` (MDX comment) or the older `{#custom-id}`. */
const CUSTOM_ID = /\s*\{(?:\/\*\s*)?#([\w-]+)(?:\s*\*\/)?\}\s*$/;

/** Markdown and JSX markup removed from one line of prose, keeping its words. */
export function plainText(line: string): string {
  return line
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][\w.]*(?:\s[^<>]*?)?\/?>/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|~~)(?=\S)([^*~]*?\S)\1/g, '$2')
    .replace(/^\s*(?:>\s*)+/, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/^:::\w*\s*/, '')
    .replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/, ' ')
    .replace(/\s*\|\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a source at its h2/h3 headings; h1 is the title and is left out. */
export function markdownSections(source: string): IndexedSection[] {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const slugger = createSlugger();
  const sections: IndexedSection[] = [];
  let current: {heading: string | null; anchor: string; lines: string[]} = {heading: null, anchor: '', lines: []};
  const flush = () => {
    const text = current.lines.join(' ').replace(/\s+/g, ' ').trim();
    if (text || current.heading) sections.push({heading: current.heading, anchor: current.anchor, text});
  };

  let fence = '';
  let inImport = false;
  for (const line of body.split(/\r?\n/)) {
    if (fence) {
      if (line.trimStart().startsWith(fence) && line.trim().slice(fence.length).trim() === '') fence = '';
      continue;
    }
    const open = FENCE.exec(line);
    if (open) {
      fence = open[1];
      continue;
    }
    if (inImport || /^(import|export)\s/.test(line)) {
      // An import may span lines; it ends with its module string.
      inImport = !/(from\s+)?['"][^'"]+['"];?\s*$/.test(line) && !/;\s*$/.test(line);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1].length;
      const custom = CUSTOM_ID.exec(heading[2]);
      const text = plainText(heading[2].replace(CUSTOM_ID, ''));
      if (level === 1) {
        if (!custom) slugger.slug(text);
        continue;
      }
      if (level <= 3) {
        flush();
        // The slugger must see every heading, like the MDX compiler, so duplicate titles get -1, -2.
        const anchor = custom ? custom[1] : slugger.slug(text);
        current = {heading: text, anchor, lines: []};
        continue;
      }
      if (!custom) slugger.slug(text);
      current.lines.push(text);
      continue;
    }
    const text = plainText(line);
    if (text) current.lines.push(text);
  }
  flush();
  return sections;
}
