/**
 * Issue 26, D6: the browser's Ask AI had no cap on answer length and
 * rendered the whole answer again for every piece of it, so an endpoint
 * sending 2 MB froze the tab. Here, without a browser: the remote answerer
 * stops reading at MAX_ANSWER_CHARS whatever the endpoint sends, and the
 * answer renders block by block, finished blocks left as they are, so the
 * work of a streamed answer grows with its length, not with its square.
 * (tests/e2e/configured/ask-hostile-stream.spec.ts checks the same in
 * Chromium.) Also the code of answers: samples keep the build's colours.
 */
import {describe, expect, it} from 'vitest';
import {AskError, createRemoteAnswerer, MAX_CITATIONS, type AnswerUpdate} from '../../lib/ask/answerer';
import {markdownBlocks} from '../../lib/ask/blocks';
import {sampleRuns} from '../../lib/ask/codeSample';
import {encodeEvent, MAX_ANSWER_CHARS} from '../../lib/ask/protocol';
import {CODE_TOKEN_CLASSES} from '../../lib/search/indexFormat';
import {extractPage, sampleOf} from '../../plugins/search-index/html';
import {truncateCode} from '../../plugins/search-index/writeIndex';

/** An endpoint that streams `total` characters of answer in tokens of `size`, then done; counts what it sent. */
function hostileEndpoint(total: number, size: number) {
  const sent = {bytes: 0, cancelled: false};
  const encoder = new TextEncoder();
  const token = encodeEvent({type: 'token', text: 'x'.repeat(size)});
  let remaining = total;
  const fetcher = async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(encodeEvent({type: 'citations', kind: 'model', citations: []})));
      },
      pull(controller) {
        if (remaining <= 0) {
          controller.enqueue(encoder.encode(encodeEvent({type: 'done'})));
          controller.close();
          return;
        }
        // Many events per chunk, as a fast endpoint sends them.
        const chunk = token.repeat(16);
        remaining -= size * 16;
        sent.bytes += chunk.length;
        controller.enqueue(encoder.encode(chunk));
      },
      cancel() {
        sent.cancelled = true;
      },
    });
    return new Response(stream, {status: 200, headers: {'Content-Type': 'text/event-stream'}});
  };
  return {fetcher, sent};
}

describe('a hostile endpoint (issue 26, D6)', () => {
  it('cannot make the answer longer than MAX_ANSWER_CHARS: the reader keeps what fits and stops reading', async () => {
    const {fetcher, sent} = hostileEndpoint(2 * 1024 * 1024, 100);
    const updates: AnswerUpdate[] = [];
    const outcome = await createRemoteAnswerer({endpoint: 'https://ask.example/ask', fetcher})
      .ask({question: 'q'}, (update) => updates.push(update), new AbortController().signal)
      .then(
        () => null,
        (error: unknown) => error,
      );
    const answer = updates.map((update) => (update.type === 'token' ? update.text : '')).join('');
    expect(answer.length).toBe(MAX_ANSWER_CHARS);
    expect(outcome).toBeInstanceOf(AskError);
    expect(outcome).toMatchObject({reason: 'too-long', message: 'The answer was cut off: it ran past 20,000 characters.'});
    // It stopped reading: far less than the 2 MB on offer went over the wire.
    expect(sent.bytes).toBeLessThan(4 * MAX_ANSWER_CHARS);
  });

  it('cuts one huge token too, and believes at most MAX_CITATIONS sources', async () => {
    const sources = Array.from({length: 500}, (_, i) => ({n: i + 1, title: `T${i}`, heading: null, url: `/docs/${i}`}));
    const body = [
      encodeEvent({type: 'citations', kind: 'model', citations: sources}),
      encodeEvent({type: 'token', text: 'y'.repeat(MAX_ANSWER_CHARS + 5000)}),
      encodeEvent({type: 'done'}),
    ].join('');
    const updates: AnswerUpdate[] = [];
    const outcome = await createRemoteAnswerer({endpoint: '/ask', fetcher: async () => new Response(body), maxAnswerChars: 1000})
      .ask({question: 'q'}, (update) => updates.push(update), new AbortController().signal)
      .catch((error: unknown) => error);
    expect(outcome).toMatchObject({reason: 'too-long'});
    expect(updates[0]).toMatchObject({type: 'citations'});
    expect(updates[0].type === 'citations' && updates[0].citations).toHaveLength(MAX_CITATIONS);
    expect(updates.slice(1)).toEqual([{type: 'token', text: 'y'.repeat(1000)}]);
  });

  it('decodes a read that holds the whole stream only up to the cap: what follows is never parsed', async () => {
    // One 2 MB read, as a fast endpoint on loopback delivers it: answer past the cap, then
    // bytes that are no event at all. Decoding everything first would report them as malformed.
    const answer = encodeEvent({type: 'token', text: 'z'.repeat(100)}).repeat(300);
    const body = new TextEncoder().encode(`${answer}data: {not json\n\n${'#'.repeat(2 * 1024 * 1024)}`);
    const fetcher = async () => new Response(new Blob([body]).stream(), {status: 200});
    const outcome = await createRemoteAnswerer({endpoint: '/ask', fetcher})
      .ask({question: 'q'}, () => undefined, new AbortController().signal)
      .catch((error: unknown) => error);
    expect(outcome).toMatchObject({reason: 'too-long'});
  });

  it('keeps a character whose bytes a decoding slice splits, and text after the last slice', async () => {
    // 16,384 bytes a slice: a run of "é" (2 bytes each) after an odd prefix puts one across a boundary.
    const text = `${'a'.repeat(101)}${'é'.repeat(12_000)} ✓`;
    const body = new TextEncoder().encode(`${encodeEvent({type: 'token', text})}${encodeEvent({type: 'done'})}`);
    const updates: AnswerUpdate[] = [];
    await createRemoteAnswerer({endpoint: '/ask', fetcher: async () => new Response(body)}).ask(
      {question: 'q'},
      (update) => updates.push(update),
      new AbortController().signal,
    );
    expect(updates).toEqual([{type: 'token', text}]);
  });

  it('renders a streamed answer block by block: finished blocks stay as they were, so each renders once', () => {
    const answer = ['First paragraph [1].', '```js\nconst a = 1;\n\nconst b = 2;\n```', '- one\n- two', 'Last words'].join('\n\n');
    expect(markdownBlocks(answer)).toEqual([
      'First paragraph [1].',
      '```js\nconst a = 1;\n\nconst b = 2;\n```',
      '- one\n- two',
      'Last words',
    ]);
    // While the answer streams, every prefix cuts into the same finished blocks plus one growing last block.
    let rendered = 0;
    let previous: string[] = [];
    for (let end = 1; end <= answer.length; end += 1) {
      const blocks = markdownBlocks(answer.slice(0, end));
      // The screen renders again only the blocks whose text changed (React.memo on the block's text).
      blocks.forEach((block, i) => {
        if (block !== previous[i]) rendered += block.length;
      });
      for (let i = 0; i < blocks.length - 1; i += 1) expect(markdownBlocks(answer)[i].startsWith(blocks[i])).toBe(true);
      previous = blocks;
    }
    // The work is about the answer's length times the longest block, far from its square.
    const longest = Math.max(...markdownBlocks(answer).map((block) => block.length));
    expect(rendered).toBeLessThan(answer.length * longest);
    expect(rendered).toBeLessThan((answer.length * answer.length) / 2);
  });

  it('keeps an unclosed fence one block, blank lines and all', () => {
    expect(markdownBlocks('Text\n\n````\nA\n\n```\nB')).toEqual(['Text', '````\nA\n\n```\nB']);
    expect(markdownBlocks('~~~\nx\n~~~\n\nafter')).toEqual(['~~~\nx\n~~~', 'after']);
  });
});

describe("answers' code", () => {
  const html = `<html><head><title>T</title></head><body><article><div class="theme-doc-markdown markdown"><h1>T</h1>
<p>Intro.</p>
<div class="theme-code-block"><pre tabindex="0" data-language="js"><code><span class="t-keyword">new</span> tessera.<span class="t-function">SeatingChart</span>({

<span class="theme-code-block-highlighted-line">  maxSelectedObjects: <span class="t-constant">6</span>,
</span>}).<span class="t-function">render</span>();</code></pre></div>
</div></article></body></html>`;

  it("keeps a sample's highlighting from the built page as marks over its text", () => {
    const sample = extractPage(html).sections![0].code!;
    expect(sample.text).toBe('new tessera.SeatingChart({\n  maxSelectedObjects: 6,\n}).render();');
    const runs = sampleRuns(sample);
    expect(runs.map((run) => run.text).join('')).toBe(sample.text);
    expect(runs.filter((run) => run.className).map((run) => [run.text, run.className])).toEqual([
      ['new', 't-keyword'],
      ['SeatingChart', 't-function'],
      ['6', 't-constant'],
      ['render', 't-function'],
    ]);
  });

  it('cuts marks with the text, and says the sample was cut', () => {
    const sample = sampleOf('js', [
      {text: 'const', kind: CODE_TOKEN_CLASSES.indexOf('t-keyword')},
      {text: ' a = 1;\n', kind: -1},
      {text: 'const', kind: CODE_TOKEN_CLASSES.indexOf('t-keyword')},
      {text: ' b = 2;', kind: -1},
    ])!;
    const cut = truncateCode(sample, 14);
    expect(cut).toEqual({language: 'js', text: 'const a = 1;', marks: [0, 5, 0], cut: true});
    expect(truncateCode(sample, 1000)).toBe(sample);
  });

  it('shows marks that do not fit the text as plain text, never as anything else', () => {
    expect(sampleRuns({text: 'abc', marks: [0, 2, 0, 5, 9, 1]})).toEqual([{text: 'ab', className: 't-keyword'}, {text: 'c'}]);
    expect(sampleRuns({text: 'abc', marks: [0, 2, 99]})).toEqual([{text: 'abc'}]);
    expect(sampleRuns({text: 'abc'})).toEqual([{text: 'abc'}]);
  });
});
