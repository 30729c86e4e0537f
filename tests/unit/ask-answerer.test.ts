/**
 * Ask AI in the browser: question words and stems, retrieval on the search
 * tests' small index, the extractive answer, the stream protocol, and the two
 * answerers (embedded; remote against a fake fetch that cuts, stalls, garbles
 * or refuses).
 */
import {describe, expect, it} from 'vitest';
import {answerForClipboard, listedSources} from '../../src/components/AskAI/answerText';
import type {Turn} from '../../src/components/AskAI/useAsk';
import {AskError, createEmbeddedAnswerer, createRemoteAnswerer, type AnswerUpdate} from '../../lib/ask/answerer';
import {askAvailable, askEndpointFromEnv, endpointOf} from '../../lib/ask/endpoint';
import {asksHow, composeAnswer, escapeMarkdown, isTableText, NOT_COVERED, quote} from '../../lib/ask/extractive';
import {splitSentences} from '../../lib/markdown/sentences';
import {encodeEvent, EventStreamDecoder, parseAskEvent, type AskEvent} from '../../lib/ask/protocol';
import {openingSentences, retrieveSections} from '../../lib/ask/retrieve';
import {LocalIndex} from '../../lib/search/localIndex';
import {createLocalProvider} from '../../lib/search/localProvider';
import {serveIndex} from './search-fixtures';

const fixtureIndex = () => {
  const {fetcher, manifestUrl} = serveIndex();
  return new LocalIndex(manifestUrl, fetcher);
};

describe('question terms', () => {
  it('recognises a question that asks how to do something', () => {
    expect(asksHow('How do I send the hold token to my server?')).toBe(true);
    expect(asksHow('Example of a price formatter')).toBe(true);
    expect(asksHow('Why does my hold token expire?')).toBe(false);
  });
});

describe('retrieval', () => {
  it('understands a question as keyword search does, and reads pages in its order', async () => {
    const question = 'How long does a hold token last?';
    const sections = await retrieveSections(fixtureIndex(), question, {maxSections: 4, perPage: 2});
    expect(sections.map((s) => s.url)).toContain('/docs/renderer/config-holdtoken#expiry');
    expect(sections[0].text.length).toBeGreaterThan(0);
    const {fetcher, manifestUrl} = serveIndex();
    const search = await createLocalProvider(manifestUrl, fetcher).search(`${question} `, {maxGroups: 3, sectionsPerGroup: 2});
    expect(sections[0].url.split('#')[0]).toBe(search.groups[0].pageUrl);
    // Inside a page, the better section first.
    const firstPage = sections.filter((s) => s.url.split('#')[0] === search.groups[0].pageUrl).map((s) => s.score);
    expect([...firstPage].sort((a, b) => b - a)).toEqual(firstPage);
  });

  it('keeps at most perPage sections of one page', async () => {
    const sections = await retrieveSections(fixtureIndex(), 'hold token session expired', {maxSections: 10, perPage: 1});
    const pages = sections.map((s) => s.url.split('#')[0]);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('reads only sections close to the best one, so unrelated pages stay out', async () => {
    const sections = await retrieveSections(fixtureIndex(), 'What is the rate limit?', {maxSections: 4, perPage: 2});
    expect(sections.map((s) => s.url)).toEqual(['/docs/api/rate-limit']);
  });

  it('finds nothing for words the index does not hold', async () => {
    expect(await retrieveSections(fixtureIndex(), 'zzqxjv wqpfz', {maxSections: 4, perPage: 2})).toEqual([]);
  });

  it('reports an index that cannot be read as an error, not as "not covered"', async () => {
    const index = new LocalIndex('/search-index/manifest.json', async () => new Response('down', {status: 503}));
    await expect(retrieveSections(index, 'hold token', {maxSections: 4, perPage: 2})).rejects.toThrow();
  });
});

describe('extractive answer', () => {
  it('splits sentences at full stops before capitals, digits and identifiers, not inside them', () => {
    expect(splitSentences('Use e.g. a token. It expires. 15 minutes pass. expiresAt string When it ends.')).toEqual([
      'Use e.g. a token.',
      'It expires.',
      '15 minutes pass.',
      'expiresAt string When it ends.',
    ]);
  });

  it('recognises tables run together as text', () => {
    expect(isTableText('Region Code REST API base URL Europe eu https://api-eu.tessera.example')).toBe(true);
    expect(isTableText('expiresAt string When the token expires.')).toBe(true);
    expect(isTableText('A token lives for 15 minutes by default.')).toBe(false);
  });

  it('sets identifiers, calls, error codes, headers and API paths in code, and escapes the rest', () => {
    expect(quote('Pass maxSelectedObjects to chart.changeConfig(), or render() again.')).toBe(
      'Pass `maxSelectedObjects` to `chart.changeConfig()`, or `render()` again.',
    );
    expect(quote('A 404 with EVENT_NOT_FOUND means POST /events/{eventKey}/actions/book used a wrong key.')).toBe(
      'A 404 with `EVENT_NOT_FOUND` means `POST /events/{eventKey}/actions/book` used a wrong key.',
    );
    // A path of one segment is code too after its method.
    expect(quote('POST /hold-tokens returns a new token.')).toBe('`POST /hold-tokens` returns a new token.');
    expect(quote('List them with GET /events, then book.')).toBe('List them with `GET /events`, then book.');
    expect(quote('Send X-Workspace-Key (not *this*) for the hold token.')).toBe(
      'Send `X-Workspace-Key` (not \\*this\\*) for the hold token.',
    );
    // A URL with a placeholder is code, so it is not made a link that leads nowhere; a plain URL stays as written.
    expect(quote('Call https://api-{region}.tessera.example.')).toBe('Call `https://api-{region}.tessera.example`.');
    expect(quote('Use https://api-{region}.tessera.example/hold-tokens, then book.')).toBe(
      'Use `https://api-{region}.tessera.example/hold-tokens`, then book.',
    );
    expect(quote('Open https://app.tessera.example today.')).toBe('Open https://app.tessera.example today.');
    // Prose stays prose: capitals, numbers, ordinary punctuation.
    expect(quote('Tessera keeps it for 15 minutes. Then it expires.')).toBe('Tessera keeps it for 15 minutes. Then it expires.');
  });

  it('escapes Markdown in quoted text', () => {
    expect(escapeMarkdown('Use *one* [link](x) <b> or 1. list')).toBe('Use \\*one\\* \\[link\\](x) \\<b\\> or 1. list');
    expect(escapeMarkdown('1. First')).toBe('1\\. First');
  });

  it('answers with the most relevant sentences, one cited paragraph per source, the same every time', async () => {
    const sections = await retrieveSections(fixtureIndex(), 'How long does a hold token last?', {maxSections: 4, perPage: 2});
    const answer = composeAnswer('How long does a hold token last?', sections);
    expect(answer.markdown).toContain('returns a new token that expires after 15 minutes.');
    const paragraphs = answer.markdown.split('\n\n');
    const quoted = paragraphs.filter((paragraph) => !paragraph.startsWith('See also '));
    quoted.forEach((paragraph, i) => expect(paragraph.endsWith(` [${i + 1}]`)).toBe(true));
    // Every source is cited once, in order, quoted or named under "See also".
    expect([...answer.markdown.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]))).toEqual(answer.citations.map((_, i) => i + 1));
    const sentences = quoted.flatMap((p) => splitSentences(p.replace(/ \[\d+\]$/, '')));
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(composeAnswer('How long does a hold token last?', sections)).toEqual(answer);
  });

  it('quotes the sentence before one that opens on a pronoun, so the answer says what "it" is', () => {
    const section = (url: string, texts: string[], scores: number[]) => ({
      id: 0,
      url,
      page: url,
      title: url,
      heading: null,
      text: texts.join(' '),
      score: 1,
      sentences: texts.map((text, position) => ({position, text, score: scores[position]})),
    });
    const answer = composeAnswer('which seats does best available skip', [
      section(
        '/docs/api/best-available',
        ['Best available picks free seats next to each other.', 'It never picks seats on resale.'],
        [0.3, 0.9],
      ),
      section(
        '/docs/webhooks',
        ['Your handler fetches the current state.', 'Tessera sends no seats in the payload.', 'This keeps payloads small.'],
        [0.5, 0, 0.8],
      ),
    ]);
    expect(answer.markdown.split('\n\n')).toEqual([
      'Best available picks free seats next to each other. It never picks seats on resale. [1]',
      // Only the sentence just before: "Your handler..." does not say what "This" is.
      'Tessera sends no seats in the payload. This keeps payloads small. [2]',
    ]);
    // A verb whose object is the pronoun ("Compare it") needs the sentence before as much.
    const signature = composeAnswer('how do I check the signature', [
      section('/docs/webhooks', ['Compute the HMAC of the body.', 'Compare it with the signature header.'], [0.2, 0.9]),
    ]);
    expect(signature.markdown).toBe('Compute the HMAC of the body. Compare it with the signature header. [1]');
  });

  it('names a page it read under "See also" when its sentences fall short of quoting, and only if they say something of the question', () => {
    const section = (url: string, title: string, score: number, extra: {kind?: string; name?: string} = {}) => ({
      id: 0,
      url,
      page: url,
      title,
      heading: null,
      text: 'text',
      score: 1,
      sentences: [{position: 0, text: `${title} says this about the question.`, score}],
      ...extra,
    });
    const answer = composeAnswer('how long is a hold token valid', [
      section('/docs/api/hold-tokens', 'Hold tokens', 1, {kind: 'REST resource'}),
      section('/docs/renderer/config-holdtoken', 'holdToken', 0.2, {kind: 'Option', name: 'holdToken'}),
      section('/docs/webhooks', 'Webhooks', 0),
      section('/docs/api/create-a-hold-token', 'Create a hold token', 0.1, {kind: 'REST operation', name: 'POST /hold-tokens'}),
    ]);
    expect(answer.markdown.split('\n\n')).toEqual([
      'Hold tokens says this about the question. [1]',
      // An option by its name in code, an operation by its title; a page whose sentences say nothing of the question is left out.
      'See also `holdToken` [2], Create a hold token [3].',
    ]);
    expect(answer.citations.map((citation) => citation.url)).toEqual([
      '/docs/api/hold-tokens',
      '/docs/renderer/config-holdtoken',
      '/docs/api/create-a-hold-token',
    ]);
    // A tutorial step's number stays plain inside the line: only a line's start makes "7." a list.
    const step = composeAnswer('how long is a hold token valid', [
      section('/docs/api/hold-tokens', 'Hold tokens', 1),
      section('/docs/tutorial/submit-hold-token', '7. Submit hold token', 0.2, {kind: 'Tutorial'}),
    ]);
    expect(step.markdown.split('\n\n')[1]).toBe('See also 7. Submit hold token [2].');
  });

  it('does not open on the problem a guide opens on, which restates the question, when the passage says more', () => {
    const passage = (opening: boolean) => ({
      id: 1,
      url: '/docs/event-manager/modes/manage-categories',
      page: '/docs/event-manager/modes/manage-categories',
      title: 'Manage categories mode',
      heading: null,
      text: 'text',
      score: 1,
      kind: 'Mode',
      sentences: [
        {position: 0, text: 'Let staff move seats to another category for one event.', score: 0.24},
        {position: 1, text: 'For the final, rows A to C move to the premium price level for one match.', score: 0.57, opening},
        {position: 2, text: 'In manageCategories mode staff give objects another category for one event.', score: 0.24},
      ],
    });
    const question = 'staff switch rows to premium for one match';
    expect(composeAnswer(question, [passage(true)]).markdown).toBe('Let staff move seats to another category for one event. [1]');
    // Not set apart, the sentence that says most of the question leads, as before.
    expect(composeAnswer(question, [passage(false)]).markdown.startsWith('For the final')).toBe(true);
  });

  it('sets apart the sentences a guide opens on until it names its subject, and only those', () => {
    const channels =
      'Event Manager · Guide\nYou want to keep the best rows for a presale, a block for a sponsor and the rest for the public. Channels do that. They assign objects to a key.\nMore text.';
    expect([...openingSentences(channels, 'Channels in the renderer')]).toEqual([
      'You want to keep the best rows for a presale, a block for a sponsor and the rest for the public.',
    ]);
    // A mode names its subject by its identifier, whose parts are the title's words.
    expect([
      ...openingSentences(
        'For the final, rows A to C move to premium for one match. In manageCategories mode staff give objects another category.',
        'Manage categories mode',
      ),
    ]).toEqual(['For the final, rows A to C move to premium for one match.']);
    // A page that names its subject at once, or never within a few sentences, sets nothing apart.
    expect(openingSentences('Tessera runs in four regions. Each company lives in one.', 'Regions').size).toBe(0);
    expect(openingSentences('One. Two is here. Three is here. Four is here. Five is here. Six names regions.', 'Regions').size).toBe(0);
  });

  it('says so when nothing matches', () => {
    expect(composeAnswer('zzqxjv', [])).toEqual({markdown: NOT_COVERED, citations: [], samples: []});
  });
});

describe('stream protocol', () => {
  it('decodes Server-Sent Events however the bytes are cut', () => {
    const events: AskEvent[] = [
      {type: 'citations', kind: 'model', citations: [{n: 1, title: 'T', heading: null, url: '/docs/x'}]},
      {type: 'token', text: 'line one\nline two'},
      {type: 'done'},
    ];
    const wire = `: keep-alive\r\n\r\n${events.map(encodeEvent).join('')}`;
    for (const size of [1, 3, 7, wire.length]) {
      const decoder = new EventStreamDecoder();
      const out: string[] = [];
      for (let i = 0; i < wire.length; i += size) out.push(...decoder.push(wire.slice(i, i + size)));
      out.push(...decoder.end());
      expect(
        out.map((data) => parseAskEvent(JSON.parse(data))),
        `chunks of ${size}`,
      ).toEqual(events);
    }
  });

  it('rejects events it does not know', () => {
    expect(parseAskEvent({type: 'token', text: 3})).toBeNull();
    expect(parseAskEvent({type: 'citations', kind: 'model', citations: [{n: 0, title: 'x', heading: null, url: '/'}]})).toBeNull();
    expect(parseAskEvent({type: 'citations', kind: 'magic', citations: []})).toBeNull();
    expect(parseAskEvent({type: 'html', html: '<b>'})).toBeNull();
    expect(parseAskEvent(null)).toBeNull();
  });
});

describe('embedded answerer', () => {
  it('sends the citations, then the answer, from the local index', async () => {
    const updates: AnswerUpdate[] = [];
    await createEmbeddedAnswerer(fixtureIndex()).ask(
      {question: 'How long does a hold token last?'},
      (u) => updates.push(u),
      new AbortController().signal,
    );
    expect(updates[0]).toMatchObject({type: 'citations', kind: 'extractive'});
    const text = updates
      .slice(1)
      .map((u) => (u.type === 'token' ? u.text : ''))
      .join('');
    expect(text).toBe(
      composeAnswer(
        'How long does a hold token last?',
        await retrieveSections(fixtureIndex(), 'How long does a hold token last?', {maxSections: 4, perPage: 2}),
      ).markdown,
    );
  });

  it('fails with a retryable error when the index cannot be fetched', async () => {
    const index = new LocalIndex('/search-index/manifest.json', async () => Promise.reject(new TypeError('offline')));
    const answer = createEmbeddedAnswerer(index).ask({question: 'hold token'}, () => undefined, new AbortController().signal);
    await expect(answer).rejects.toMatchObject({name: 'AskError', reason: 'index'});
  });
});

/** A fetch whose response streams `parts`, `delay` ms apart; `stall` stops sending after them without ending. */
function streamingFetch(
  parts: string[],
  {status = 200, delay = 0, stall = false, body}: {status?: number; delay?: number; stall?: boolean; body?: string} = {},
) {
  const calls: RequestInit[] = [];
  const fetcher = async (_url: string, init?: RequestInit) => {
    calls.push(init ?? {});
    if (body !== undefined) return new Response(body, {status, headers: {'Content-Type': 'application/json'}});
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason ?? new DOMException('Aborted', 'AbortError')));
        for (const part of parts) {
          if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
          if (init?.signal?.aborted) return;
          controller.enqueue(encoder.encode(part));
        }
        if (!stall) controller.close();
      },
    });
    return new Response(stream, {status, headers: {'Content-Type': 'text/event-stream'}});
  };
  return {fetcher, calls};
}

const citations = encodeEvent({
  type: 'citations',
  kind: 'model',
  citations: [{n: 1, title: 'Rate limit', heading: null, url: '/docs/api/rate-limit'}],
});

async function run(fetcher: ReturnType<typeof streamingFetch>['fetcher'], options: {idleTimeoutMs?: number; signal?: AbortSignal} = {}) {
  const updates: AnswerUpdate[] = [];
  const answerer = createRemoteAnswerer({endpoint: 'https://ask.example/ask', fetcher, idleTimeoutMs: options.idleTimeoutMs});
  const outcome = await answerer
    .ask({question: 'How many requests?'}, (u) => updates.push(u), options.signal ?? new AbortController().signal)
    .then(
      () => null,
      (error: unknown) => error,
    );
  return {updates, outcome};
}

describe('remote answerer', () => {
  it('posts the question as JSON and streams the events in order', async () => {
    const {fetcher, calls} = streamingFetch([
      citations.slice(0, 10),
      citations.slice(10),
      'data: {"type":"token","text":"Up to "}\n\ndata: {"type":"token","text":"100 [1]."}\n\n',
      encodeEvent({type: 'done'}),
    ]);
    const {updates, outcome} = await run(fetcher);
    expect(outcome).toBeNull();
    expect(calls[0]).toMatchObject({method: 'POST', body: JSON.stringify({question: 'How many requests?'})});
    expect(updates).toEqual([
      {type: 'citations', kind: 'model', citations: [{n: 1, title: 'Rate limit', heading: null, url: '/docs/api/rate-limit'}]},
      {type: 'token', text: 'Up to '},
      {type: 'token', text: '100 [1].'},
    ]);
  });

  it.each([
    ['a chunk that is not JSON', [citations, 'data: {"type":"token","text":\n\n'], 'malformed'],
    ['an event it does not know', [citations, 'data: {"type":"html","html":"<b>"}\n\n'], 'malformed'],
    ['a stream that ends before done', [citations, encodeEvent({type: 'token', text: 'Up to'})], 'malformed'],
    ['an error event', [citations, encodeEvent({type: 'error', message: 'The language model failed to answer.'})], 'server'],
  ])('fails on %s', async (_, parts, reason) => {
    const {outcome} = await run(streamingFetch(parts).fetcher);
    expect(outcome).toBeInstanceOf(AskError);
    expect((outcome as AskError).reason).toBe(reason);
  });

  it('gives up when the stream goes silent, but not while data keeps coming', async () => {
    const slow = await run(
      streamingFetch([citations, encodeEvent({type: 'token', text: 'a'}), encodeEvent({type: 'done'})], {delay: 30}).fetcher,
      {idleTimeoutMs: 80},
    );
    expect(slow.outcome).toBeNull();
    const silent = await run(streamingFetch([citations], {stall: true}).fetcher, {idleTimeoutMs: 50});
    expect(silent.outcome).toMatchObject({reason: 'timeout', message: 'The answer took too long to arrive.'});
    expect(silent.updates).toHaveLength(1);
  });

  it('stops when the reader stops it', async () => {
    const controller = new AbortController();
    const pending = run(streamingFetch([citations], {stall: true}).fetcher, {signal: controller.signal, idleTimeoutMs: 5000});
    setTimeout(() => controller.abort(), 20);
    const {outcome} = await pending;
    expect(outcome).toMatchObject({name: 'AbortError'});
  });

  it.each([
    [429, '{"error":"Too many questions."}', 'Too many questions in a short time. Wait a minute, then retry.'],
    [400, '{"error":"Questions are limited to 500 characters."}', 'Questions are limited to 500 characters.'],
    [502, 'Bad gateway', 'The answer service failed (HTTP 502).'],
  ])('turns HTTP %i into a message for the reader', async (status, body, message) => {
    const {outcome} = await run(streamingFetch([], {status, body}).fetcher);
    expect(outcome).toMatchObject({message});
  });

  it('reports an unreachable endpoint as a network failure', async () => {
    const {outcome} = await run(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(outcome).toMatchObject({reason: 'network'});
  });
});

describe('configuration', () => {
  it('reads ASK_AI_ENDPOINT: an http(s) URL or a site path, anything else stops the build', () => {
    expect(askEndpointFromEnv({})).toBeNull();
    expect(askEndpointFromEnv({ASK_AI_ENDPOINT: ' '})).toBeNull();
    expect(askEndpointFromEnv({ASK_AI_ENDPOINT: 'http://127.0.0.1:4175/ask'})).toBe('http://127.0.0.1:4175/ask');
    expect(askEndpointFromEnv({ASK_AI_ENDPOINT: '/api/ask'})).toBe('/api/ask');
    expect(() => askEndpointFromEnv({ASK_AI_ENDPOINT: 'javascript:alert(1)'})).toThrow('ASK_AI_ENDPOINT');
    expect(() => askEndpointFromEnv({ASK_AI_ENDPOINT: '//cdn.example/ask'})).toThrow('ASK_AI_ENDPOINT');
  });

  it('offers Ask AI when the endpoint or the local index can answer', () => {
    expect(endpointOf({askAiEndpoint: '/api/ask'})).toBe('/api/ask');
    expect(endpointOf({})).toBeNull();
    expect(askAvailable({endpoint: null, localIndex: true})).toBe(true);
    expect(askAvailable({endpoint: '/api/ask', localIndex: false})).toBe(true);
    expect(askAvailable({endpoint: null, localIndex: false})).toBe(false);
  });
});

describe('what the screen lists and copies', () => {
  const turn = (status: Turn['status'], answer: string): Turn => ({
    id: 1,
    question: 'q',
    status,
    kind: 'model',
    answer,
    error: null,
    samples: [],
    citations: [
      {n: 1, title: 'Rate limit', heading: null, url: '/docs/api/rate-limit'},
      {n: 2, title: 'Regions', heading: 'Hosts', url: '/docs/api/regions#hosts'},
    ],
  });

  it('lists every source while answering, then only the cited ones if the answer cites any', () => {
    expect(listedSources(turn('answering', 'Up to 100 [2]')).map((c) => c.n)).toEqual([1, 2]);
    expect(listedSources(turn('done', 'Up to 100 [2]')).map((c) => c.n)).toEqual([2]);
    expect(listedSources(turn('done', 'No citation at all.')).map((c) => c.n)).toEqual([1, 2]);
  });

  it('copies the answer with its sources as absolute links', () => {
    expect(answerForClipboard(turn('done', 'Up to 100 [2].\n'), 'https://docs.tessera.example')).toBe(
      'Up to 100 [2].\n\nSources:\n[2] Regions › Hosts: https://docs.tessera.example/docs/api/regions#hosts',
    );
  });
});
