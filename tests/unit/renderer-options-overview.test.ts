/**
 * The renderer's configuration overview (docs/renderer/configure-your-floor-plan.mdx) lists every current
 * option in the table of the purpose its page names in front matter: the same groups, under the same
 * labels, as the renderer sidebar (plugins/sidebars/groups.ts).
 */
import {describe, expect, it} from 'vitest';
import {purposeLabels} from '../../plugins/sidebars/groups';
import {listDocs} from './helpers/docs';

const docs = new Map(listDocs().map((doc) => [doc.relPath, doc]));
const overview = docs.get('renderer/configure-your-floor-plan.mdx')!;
const labels = new Set<string>(Object.values(purposeLabels));

/** Option page → the overview heading it is listed under, for the headings that name a purpose. */
function listedOptions(): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of overview.body.split(/^### /m).slice(1)) {
    const heading = part.slice(0, part.indexOf('\n')).trim();
    if (!labels.has(heading)) continue;
    for (const link of part.matchAll(/^\| \[`[^`]+`\]\(\.\/([\w-]+\.mdx)\)/gm)) out.set(`renderer/${link[1]}`, heading);
  }
  return out;
}

const listed = listedOptions();

const options = [...docs.values()].filter(
  (doc) => doc.relPath.startsWith('renderer/') && doc.frontMatter.kind === 'option' && doc.frontMatter.status === 'current',
);

describe('the renderer configuration overview', () => {
  it('finds the options', () => {
    expect(options.length).toBeGreaterThan(50);
  });

  it.each(options.map((doc) => [doc.relPath, doc.frontMatter.purpose as keyof typeof purposeLabels] as const))(
    '%s is listed under its purpose',
    (relPath, purpose) => {
      expect(listed.get(relPath)).toBe(purposeLabels[purpose]);
    },
  );
});
