/**
 * The embedded answerer's writing: no model, only the documentation's own
 * sentences, chosen by retrieval (retrieve.ts: pages as the search dialog
 * ranks them, then the passage of each that covers the question best).
 *
 * The answer opens with the first page's best sentence (not the reader's
 * problem a guide opens on, which restates the question), named by what the
 * page documents when the sentence does not say it (`onHoldTokenExpired`:
 * Fires when ...), followed by the next sentence of that passage that also
 * answers; when the question asks how to do something and the passage has a
 * code sample, the sample follows. Each further page adds its best sentence
 * if it says enough. One paragraph per source, each cited by number, the
 * first citation always the first page; a page read whose sentences fell
 * short is named under "See also", up to three sources in all. Identifiers,
 * calls, paths and error codes in quoted sentences are set in code.
 * Deterministic: the same sections always give the same answer.
 */
import type {CodeSample} from '../search/indexFormat';
import {tokenize} from '../search/tokenize';
import type {Citation} from './protocol';
import {isTableText, type ScoredSentence} from './passages';
import type {RetrievedSection} from './retrieve';

export {isTableText};

/** Sentences quoted from the first passage, at most. */
export const MAX_LEAD_SENTENCES = 2;
/** Sources cited, quoted or named under "See also", at most. */
const MAX_SOURCES = 3;
/** A second sentence of the first passage is quoted if it covers at least this share of what the lead covers. */
const KEEP_RATIO = 0.5;
/** Another page's sentence joins the answer if it covers at least this share of what the lead covers. */
const OTHER_PAGE_RATIO = 0.5;
/** Sentences sharing this share of their words say the same thing (a page's summary and its first sentence): one is quoted. */
const SAME_SENTENCE = 0.6;
/** Sentences this short (in terms) are never taken for a repeat: a few shared words say little. */
const SHORT_SENTENCE = 5;

/** Whether two sentences say nearly the same thing, by the words they share. */
function alike(a: string, b: string): boolean {
  const words = (text: string) => new Set(tokenize(text, false));
  const left = words(a);
  const right = words(b);
  const smaller = Math.min(left.size, right.size);
  if (smaller < SHORT_SENTENCE) return false;
  const shared = [...left].filter((term) => right.has(term)).length;
  return shared / smaller >= SAME_SENTENCE;
}

/** The answer as Markdown, its sources, and the code samples it quotes (with their highlighting, for the screen). */
export type ComposedAnswer = {markdown: string; citations: Citation[]; samples: CodeSample[]};

/** The citations of sections, numbered [1], [2]... in order. */
export const citationsOf = (sections: readonly Pick<RetrievedSection, 'title' | 'heading' | 'url'>[]): Citation[] =>
  sections.map((section, i) => ({n: i + 1, title: section.title, heading: section.heading, url: section.url}));

export const NOT_COVERED = 'The documentation does not seem to cover this question. Try other words, or keyword search.';

/** A question that asks how to do something, which a code sample answers best. */
export const asksHow = (question: string): boolean =>
  /\b(how (?:do|can|should|to|would)|how\b.*\b(?:set|add|use|call|send|show|make|get|create)|example|sample|snippet|code for)\b/i.test(
    question,
  );

/** Markdown punctuation escaped for text inside a line, where only these characters can become markup. */
const escapeInline = (text: string): string => text.replace(/[\\`*_[\]<>#|~!&]/g, '\\$&');

/** Markdown punctuation in quoted text is escaped, so documentation text stays text; at a line's start, so are a list's "8." and "-". */
export const escapeMarkdown = (text: string): string =>
  escapeInline(text)
    .replace(/^(\d+)([.)])/, '$1\\$2')
    .replace(/^([-+])/, '\\$1');

/**
 * Words of prose that are code: camelCase names (`holdToken`), dotted names
 * and calls (`chart.holdToken`, `render()`), constants and error codes
 * (`EVENT_NOT_FOUND`), header names (`X-Workspace-Key`), API paths
 * (`/events/{eventKey}/actions/book`) and URLs with a placeholder.
 */
const IDENTIFIER = new RegExp(
  [
    String.raw`[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+(?:\(\))?`,
    String.raw`[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?:\(\))?`,
    String.raw`[A-Za-z_$][\w$]*\(\)`,
    String.raw`[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+`,
    String.raw`X-[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)+`,
    String.raw`/[\w{}.-]+(?:/[\w{}.-]+)+/?`,
    // A URL with a placeholder (`https://api-{region}.tessera.example`) is a pattern to fill in, not a link to follow.
    String.raw`https?://[\w.{}-]*\{[\w-]+\}(?:[\w.{}/-]*[\w}/])?`,
  ]
    .map((pattern) => `(?:${pattern})`)
    .join('|'),
);
const WHOLE_IDENTIFIER = new RegExp(`^(${IDENTIFIER.source})([.,;:!?)]*)$`);
const HTTP_METHOD = /^(?:GET|POST|PUT|PATCH|DELETE)$/;
/** The path after an HTTP method, with the punctuation that closes it. */
const METHOD_PATH = /^(\/[\w{}.-]*(?:\/[\w{}.-]+)*\/?)([.,;:!?)]*)$/;

/** A sentence of the docs as Markdown: escaped, with its identifiers set in code. */
export function quote(sentence: string): string {
  const words = sentence.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    // `POST /events` is one piece of code, a path of one segment included.
    const path = out.length > 0 && HTTP_METHOD.test(words[i - 1]) ? METHOD_PATH.exec(word) : null;
    if (path) {
      out[out.length - 1] = `\`${words[i - 1]} ${path[1]}\`${escapeMarkdown(path[2])}`;
      continue;
    }
    const opening = /^[("']*/.exec(word)![0];
    const match = WHOLE_IDENTIFIER.exec(word.slice(opening.length));
    if (!match) {
      out.push(i === 0 ? escapeMarkdown(word) : escapeMarkdown(word).replace(/^(\d+)([.)])$/, '$1$2'));
      continue;
    }
    const [, code, closing] = match;
    out.push(`${escapeMarkdown(opening)}\`${code}\`${escapeMarkdown(closing)}`);
  }
  return out.join(' ');
}

/** The name a lead sentence is introduced by, when it does not say it: the option, method or operation the page documents. */
function leadName(section: RetrievedSection, sentence: string): string | null {
  if (!section.name || section.heading !== null) return null;
  const bare = section.name.replace(/\(\)$/, '');
  const member = bare.slice(bare.lastIndexOf('.') + 1);
  if (sentence.includes(member) || sentence.includes(bare)) return null;
  return section.name;
}

/** A fenced code block of a sample, with a fence longer than any run of backticks inside it. */
function fenced({language, text}: {language: string; text: string}): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language.replace(/[^\w+#-]/g, '')}\n${text}\n${fence}`;
}

/**
 * A sentence that opens on a pronoun (It, They, This...), or on a verb whose object is one ("Compare it
 * with each v1= value"), names its subject in the sentence before it.
 */
const ANAPHORIC = /^(?:(?:It|Its|They|Their|Them|This|These|That|Those)\b|\p{Lu}\p{Ll}+ (?:it|them)\b)/u;

/** A quoted sentence with the sentence before it in its section when it opens on a pronoun, so the answer says what "it" is. */
function inContext(sentence: ScoredSentence, sentences: readonly ScoredSentence[]): ScoredSentence[] {
  const before = ANAPHORIC.test(sentence.text) ? sentences.find((other) => other.position === sentence.position - 1) : undefined;
  return before ? [before, sentence] : [sentence];
}

const best = (sentences: readonly ScoredSentence[]): ScoredSentence | undefined =>
  [...sentences].sort((a, b) => b.score - a.score || a.position - b.position)[0];

/** The answer to a question from the retrieved sections, or NOT_COVERED with no citations. */
export function composeAnswer(question: string, sections: readonly RetrievedSection[]): ComposedAnswer {
  const first = sections[0];
  const sentencesOf = (section: RetrievedSection) => section.sentences ?? [];
  // The first passage opens the answer even when only its page matched (its title, its summary): its best sentence, else its first.
  const said = first ? sentencesOf(first).filter((sentence) => sentence.score > 0) : [];
  const top = best(said);
  // A guide's opening problem restates the question: any other sentence of the passage that says some of it leads instead.
  const lead = first && ((top?.opening ? best(said.filter((sentence) => !sentence.opening)) : undefined) ?? top ?? sentencesOf(first)[0]);
  if (!first || !lead) return {markdown: NOT_COVERED, citations: [], samples: []};
  const quoted = new Set([lead.text]);
  const follow = sentencesOf(first)
    .filter(
      (sentence) =>
        sentence !== lead &&
        sentence.score > 0 &&
        sentence.score >= lead.score * KEEP_RATIO &&
        !alike(sentence.text, lead.text) &&
        (lead.opening || !sentence.opening),
    )
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, MAX_LEAD_SENTENCES - 1);
  // The lead first, then what follows it in the page's order; a pronoun's subject just before it.
  const openingSentences = [
    ...new Set([lead, ...follow.sort((a, b) => a.position - b.position)].flatMap((sentence) => inContext(sentence, sentencesOf(first)))),
  ];
  for (const sentence of openingSentences) quoted.add(sentence.text);
  // A table row names its code or field itself, under the heading of its own section.
  const name = openingSentences[0].row ? null : leadName(first, openingSentences[0].text);
  const opening = openingSentences.map((sentence) => quote(sentence.text)).join(' ');
  const paragraphs = [`${name ? `\`${name}\`: ` : ''}${opening} [1]`];
  // Only a whole sample: a cut one would not run when the reader copies it.
  const sample = first.code && !first.code.cut && asksHow(question) ? first.code : undefined;
  if (sample) paragraphs.push(fenced(sample));
  // A row leads from its own section (an operation's errors), so its citation opens there.
  const cited: RetrievedSection[] = [openingSentences[0].source ? {...first, ...openingSentences[0].source} : first];
  const pageOf = (section: RetrievedSection) => section.page ?? section.url.split('#')[0];
  const pagesQuoted = new Set([pageOf(first)]);
  for (const section of sections.slice(1)) {
    if (cited.length === MAX_SOURCES) break;
    const sentence = best(sentencesOf(section));
    if (!sentence || sentence.score < lead.score * OTHER_PAGE_RATIO || [...quoted].some((text) => alike(text, sentence.text))) continue;
    // A second passage of the first page adds to the answer; of another page, one is enough.
    if (pageOf(section) !== pageOf(first) && pagesQuoted.has(pageOf(section))) continue;
    pagesQuoted.add(pageOf(section));
    const said = inContext(sentence, sentencesOf(section));
    for (const text of said) quoted.add(text.text);
    cited.push(section);
    paragraphs.push(`${said.map((text) => quote(text.text)).join(' ')} [${cited.length}]`);
  }
  // A page retrieval read whose sentences did not make the answer still says something of the question
  // (an operation beside its resource, a guide beside its option): it is named, not quoted, so the reader
  // who wanted that page sees it one click away.
  const named: string[] = [];
  for (const section of sections.slice(1)) {
    if (cited.length === MAX_SOURCES) break;
    if (pagesQuoted.has(pageOf(section)) || !((best(sentencesOf(section))?.score ?? 0) > 0)) continue;
    pagesQuoted.add(pageOf(section));
    cited.push(section);
    named.push(`${pageLabel(section)} [${cited.length}]`);
  }
  if (named.length > 0) paragraphs.push(`See also ${named.join(', ')}.`);
  return {markdown: paragraphs.join('\n\n'), citations: citationsOf(cited), samples: sample ? [sample] : []};
}

/** A page as "see also" names it, inside a line: the option, method or callback in code, else its title ("8. Book selected seats"). */
function pageLabel(section: RetrievedSection): string {
  return section.name && section.kind !== 'REST operation' ? `\`${section.name}\`` : escapeInline(section.title);
}
