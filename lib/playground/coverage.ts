/**
 * The coverage table of the playground page, as Markdown syntax: one table per
 * list of the renderer's surface, each item linked to its page when it has
 * one, with what the playground does with it. The site's remark plugin and
 * the page's Markdown copy both write it from here.
 */
import type {BlockContent, PhrasingContent} from 'mdast';
import {inlineCode, link, paragraph, strong, table, text} from '../markdown/syntax';
import {coverage, surface, surfaceLists} from './surface';

/** The page of an item, by list and name, when the docs have one. */
export type ItemPages = (list: string, name: string) => string | undefined;

export function coverageNodes(pageOf: ItemPages): BlockContent[] {
  const out: BlockContent[] = [];
  const summary: PhrasingContent[][][] = surfaceLists.map(({list, title}) => {
    const {simulated, total} = coverage(list);
    return [[text(title)], [text(`${simulated} of ${total}`)], [text(`${Math.round((simulated / total) * 100)} %`)]];
  });
  out.push(table(['List', 'Simulated', 'Share'], summary));
  for (const {list, title} of surfaceLists) {
    out.push(paragraph([strong([text(title)])]));
    const rows = surface
      .filter((item) => item.list === list)
      .map((item): PhrasingContent[][] => {
        const name = inlineCode(item.name);
        const url = pageOf(item.list, item.name);
        return [
          [url ? link(url, [name]) : name],
          [text(item.simulated ? 'Yes' : 'No')],
          [
            text(
              item.simulated ??
                (item.list === 'object-property'
                  ? 'Not set on the objects the playground passes'
                  : 'Accepted, and logged as not simulated'),
            ),
          ],
        ];
      });
    out.push(table(['Name', 'Simulated', 'In the playground'], rows));
  }
  return out;
}
