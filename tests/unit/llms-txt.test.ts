import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt, type LlmsIndex} from '../../plugins/llms/llmsTxt';
import {markdownPath} from '../../lib/markdown/url';

const index: LlmsIndex = {
  title: 'Tessera',
  summary: 'Developer documentation of Tessera.',
  fullUrl: 'https://docs.example/llms-full.txt',
  sections: [
    {
      title: 'First steps',
      pages: [
        {
          title: 'Introduction',
          description: 'What Tessera does.',
          markdownUrl: 'https://docs.example/docs.md',
          markdown: '# Introduction\n\n> What Tessera does.\n\nBody one.\n',
        },
        {
          title: 'Create an event [step 2]',
          description: 'An event: a chart with statuses.',
          markdownUrl: 'https://docs.example/docs/tutorial/create-an-event.md',
          markdown: '# Create an event\n\nBody two.\n',
        },
      ],
    },
    {title: 'Empty', pages: []},
    {
      title: 'REST API',
      pages: [
        {
          title: 'Hold tokens',
          description: '',
          markdownUrl: 'https://docs.example/docs/api/hold-tokens.md',
          markdown: '# Hold tokens\n\nBody three.\n',
        },
      ],
    },
  ],
  optional: [{title: 'Changelog', url: 'https://docs.example/changelog', description: 'What changed.'}],
};

/** Reads an llms.txt the way the format's reference parser does: H1, blockquote, H2 sections of `- [title](url): desc` lines. */
function parse(text: string) {
  const [head, ...sections] = text.split(/^## /m);
  return {
    title: /^# (.+)$/m.exec(head)?.[1],
    summary: /^> (.+)$/m.exec(head)?.[1],
    sections: Object.fromEntries(
      sections.map((section) => {
        const [name, ...lines] = section.split('\n');
        const links = lines.flatMap((line) => {
          const match = /^-\s*\[(?<title>(?:\\.|[^\]])+)\]\((?<url>[^)]+)\)(?::\s*(?<desc>.*))?$/.exec(line);
          return match?.groups ? [{title: match.groups.title, url: match.groups.url, desc: match.groups.desc}] : [];
        });
        return [name.trim(), links];
      }),
    ),
  };
}

describe('llms.txt', () => {
  const parsed = parse(llmsTxt(index));

  it('has the title, the summary and one H2 section per sidebar with pages, then Optional', () => {
    expect(parsed.title).toBe('Tessera');
    expect(parsed.summary).toBe('Developer documentation of Tessera.');
    expect(Object.keys(parsed.sections)).toEqual(['First steps', 'REST API', 'Optional']);
    expect(llmsTxt(index)).toContain('[llms-full.txt](https://docs.example/llms-full.txt) holds every page in one file.');
  });

  it('lists each page with its Markdown URL and one-line description, in order', () => {
    expect(parsed.sections['First steps']).toEqual([
      {title: 'Introduction', url: 'https://docs.example/docs.md', desc: 'What Tessera does.'},
      {
        title: 'Create an event \\[step 2\\]',
        url: 'https://docs.example/docs/tutorial/create-an-event.md',
        desc: 'An event: a chart with statuses.',
      },
    ]);
    expect(parsed.sections['REST API']).toEqual([
      {title: 'Hold tokens', url: 'https://docs.example/docs/api/hold-tokens.md', desc: undefined},
    ]);
    expect(parsed.sections.Optional).toEqual([{title: 'Changelog', url: 'https://docs.example/changelog', desc: 'What changed.'}]);
  });
});

describe('llms-full.txt', () => {
  const full = llmsFullTxt(index);

  it('holds every page in order, each under its title with the URL it came from', () => {
    expect(full.startsWith('# Tessera\n\n> Developer documentation of Tessera.\n')).toBe(true);
    const one = full.indexOf('# Introduction\n\nSource: https://docs.example/docs.md\n\n> What Tessera does.\n\nBody one.');
    const two = full.indexOf('# Create an event\n\nSource: https://docs.example/docs/tutorial/create-an-event.md\n\nBody two.');
    const three = full.indexOf('# Hold tokens\n\nSource: https://docs.example/docs/api/hold-tokens.md\n\nBody three.');
    expect([one, two, three].every((at) => at > 0)).toBe(true);
    expect(one < two && two < three).toBe(true);
  });
});

describe('page paths', () => {
  it("put a page's Markdown copy at its path plus .md", () => {
    expect(markdownPath('/docs/api/hold-tokens')).toBe('/docs/api/hold-tokens.md');
    expect(markdownPath('/docs/')).toBe('/docs.md');
    expect(markdownPath('/docs/renderer/config-session#values')).toBe('/docs/renderer/config-session.md');
    expect(markdownPath('/')).toBe('/index.md');
  });
});
