/**
 * The ranking's knobs: every number that decides which sections match a
 * query, which pages come first in the search dialog, and which of them Ask
 * AI reads. They were set by hand against the query sets in
 * tests/search-eval/ (`node scripts/search-eval.mjs --ask --misses` prints
 * hit@1, hit@3, MRR@5 and the misses); after changing one, run that and
 * tests/unit/search-ranking.test.ts.
 *
 * In the order a query meets them: planning (queryPlan.ts), term lookup
 * (termLookup.ts), scoring (engine.ts, search.ts), ranking pages
 * (ranking.ts, localIndex.ts, localProvider.ts, products.ts), and Ask AI's
 * choice of pages (lib/ask/retrieve.ts). How the answer's sentences are
 * chosen is lib/ask's own (passages.ts, extractive.ts).
 */
import type {SearchField} from './indexFormat';

// Planning: how much each way of matching a word counts.

/**
 * Weight of each way a concept may match (queryPlan.ts): the word itself and the identifier it joins
 * with its neighbours say exactly what was typed (1); camelCase parts (0.9), a compound's split
 * into known words (0.85) and the vocabulary's meaning (0.8) are readings of it; a glued name's
 * components apart (0.7) may each occur anywhere in a section, and a word one edit from an unknown
 * one (0.7, as for a typo between stems) is a guess, so they say least.
 */
export const ALTERNATIVE_WEIGHTS = {exact: 1, joined: 1, parts: 0.9, split: 0.85, synonym: 0.8, gluedParts: 0.7, respelled: 0.7} as const;

/** Word lengths from which one and two typos are forgiven (`sesion` → session, `onobjectselcted`): shorter words have too many neighbours. */
export const TYPO_LENGTHS = {one: 4, two: 8} as const;

/**
 * Lengths of a one-token query (its name key) from which one and two typos still name a title
 * (ranking.ts): longer than for a word, since a whole title misspelt is compared, not one word.
 */
export const TITLE_TYPO_LENGTHS = {one: 8, two: 14} as const;

/** A word being typed matches as a prefix from this many characters on; shorter ones would match half the index. */
export const MIN_PREFIX = 3;

/** Most words joined into one identifier: `number of places to select` is five. */
export const MAX_JOIN = 5;

// Term lookup: completions and typos.

/** Weight of an index term that extends the typed prefix, or that a longer typed word extends (`expira` → expir). */
export const PREFIX_WEIGHT = 0.8;

/** Completions a word being typed may match (the shortest first): 24 while it is not a term yet, 8 once it is one. */
export const MAX_COMPLETIONS = 24;
export const MAX_COMPLETIONS_OF_TERM = 8;

/** Weight of an index term zero, one or two typos away. */
export const FUZZY_WEIGHT: readonly number[] = [1, 0.7, 0.5];

// Scoring: BM25F of each term in each section (engine.ts).

/** Saturation: how fast repeated mentions stop adding (Lucene's default). */
export const BM25_K1 = 1.2;

/**
 * Length normalisation: 0 ignores a field's length, 1 divides by it fully. Below Lucene's 0.75,
 * since REST operation sections are long field lists that still answer.
 */
export const BM25_B = 0.6;

/** BM25+: a floor for any mention, so a very long section that matches still beats one that does not. */
export const BM25_DELTA = 0.5;

/**
 * Field boosts: a word in a title or heading says more than the same word in a paragraph, an aside much less.
 * Intents (readers' phrasings of what the page answers, domain/search-intents/) count twice as much as plain
 * text. With three to six intents a page, more than 1 lost Ask AI citations; with seven to ten, written to
 * say the symptoms and the readers' own words, 2 put the answering page first and in the first three more
 * often over all the sets (measured from 0.5 to 4; 3 and 4 lost first places on the dev questions). It
 * costs one keyword query of the shared set its place in the first three, to a page whose intents share a word.
 */
export const FIELD_BOOSTS: Record<SearchField, number> = {
  title: 4,
  heading: 3,
  keywords: 3,
  description: 2.5,
  intents: 2,
  text: 1,
  aside: 0.25,
};

// Ranking pages (ranking.ts, localIndex.ts, localProvider.ts, products.ts).

/** Shortest query that may claim a title or heading by its beginning: two letters begin too many. */
export const MIN_PREFIX_KEY = 4;

/**
 * Score multiplier of a page whose title a longer query names: "how long does a hold token last"
 * names the page "Hold tokens", "what does maxSelectedObjects do" the page `maxSelectedObjects`.
 * Not for a page titled by a product's name alone ("Event Manager", "Embedded Designer", "Webhooks"):
 * in "event manager dark mode" the name scopes the pages to the product (products.ts), and the
 * multiplier put the product's introduction above the page on dark mode. Without it, 4 of the 6 first
 * pages that changed over the open sets became the answer and none was lost; the sets held apart did
 * not move.
 */
export const TITLE_IN_QUERY = 1.5;

/** How much a page's `about` share adds to its score: all of the query in its title and summary multiplies it by 1 + ABOUT_WEIGHT. */
export const ABOUT_WEIGHT = 0.5;

/** How much a page's second-best section adds to its best: a page whose second section matches too is about the subject. */
export const SECOND_SECTION_SHARE = 0.3;

/** Changelog posts rank below docs pages that match as well: the docs hold the current answer. */
export const NON_DOCS_WEIGHT = 0.6;

/** So do pages about something deprecated or removed, unless the query names them (ranking.ts). */
export const DEPRECATED_WEIGHT = 0.6;

/** Weight of a tutorial step for a reference question ("which call books the seats"): the reference page defines it. */
export const TUTORIAL_WEIGHT_FOR_REFERENCES = 0.75;

/** Weight of a reference page (one option, method, callback, property or operation) for an explanation question ("what is a partial season"). */
export const REFERENCE_WEIGHT_FOR_EXPLANATIONS = 0.75;

/** Weight of a changelog post for a question that asks when something came or which release brought it: it outranks the docs pages it announced. */
export const CHANGELOG_WEIGHT_FOR_HISTORY = 4;

/** Weight of a page whose title names what the reader excludes ("without webhooks", "instead of a div id"). */
export const EXCLUDED_TITLE_WEIGHT = 0.5;

/** A heading on this many pages or more is generic ("Example", "Errors", "Ticket types"): naming it names no page. */
export const COMMON_HEADING_PAGES = 3;

/** Score multiplier of a page that belongs to a product the query did not name (a soft scope: it yields, it does not vanish). */
export const OTHER_PRODUCT_WEIGHT = 0.5;

/**
 * How much the words that name a product count among the query's concepts (localProvider.ts
 * productScale): "the embedded designer" in "can I stop users of the embedded designer from drawing
 * booths" already scopes the pages, so as words it would only favour every page that says its name.
 * At 0.85 it won a question or two on the sets it was tuned on and lost one first citation on the
 * set held apart (ask-fresh.json), so it stays at 1 (full weight) until a change helps both.
 */
export const PRODUCT_WORD_SCALE = 1;

/**
 * How much a seat label the reader typed counts ("who booked seat A-12 and when"): it is the
 * reader's value, rare in the index only because few examples use it, so at full weight it put
 * the page whose sample looks up `A-12` first. At 0.3 the sets kept apart gain one first
 * citation and one search hit@1 of 390 (16 of our 1,464 questions carry a label); no set loses.
 */
export const EXAMPLE_VALUE_SCALE = 0.3;

// Ask AI: which of the ranked pages an answer reads (lib/ask/retrieve.ts).

/** A page after the first is read only if it scores at least this share of the first page's score. */
export const ASK_RELEVANCE_RATIO = 0.35;

/** Pages an answer cites at most: it quotes two or three sources. */
export const ASK_MAX_PAGES = 3;

/**
 * Pages whose reader intents (domain/search-intents/) are compared with the question: the first few
 * search found. A page one of whose intents says most of what the question asks moves up among them.
 */
export const ASK_INTENT_POOL = 8;

/**
 * Score multiplier for intents: a page's score times 1 + this × the share of the question (weighted as
 * search weighs its concepts) that its closest intent covers. Set with the profile weight, the kind
 * weights and the passage weight on 299 open questions (a grid over all four); the sets kept apart
 * were measured only for the value chosen. It was 3 until the sixth round of intents brought pages
 * to about 13 intents each, many of them whole situations: with that many, some intent of most pages
 * covers part of any question, so the closest one says less. At 2 the open sets (559 questions)
 * gained one cited and three first citations over 3, and the sets kept apart one first citation;
 * 4 lost on the open sets.
 */
export const ASK_INTENT_WEIGHT = 2;

/**
 * Score multiplier for a page's profile (its title, summary, section headings and all of its intents
 * taken together): 1 + this × the share of the question they cover. An intent says one question; the
 * profile says what the page is about, so a page that only mentions the question's words in its text
 * (a tutorial step, a neighbouring option) falls behind the page about them.
 */
export const ASK_PROFILE_WEIGHT = 4;

/**
 * Score multipliers by kind of page among the pages an answer may read. A tutorial step walks through
 * the whole integration, so it says the words of most questions in passing; the page that defines the
 * call or option answers them. At 0.5 the step lost questions it answers ("how do I send the hold token
 * to my server?"); at 0.7 it keeps them and still yields where a reference page says the question.
 * A property of one seat object (`object.pulse()`, `seatIsOrphan`) shares its words with the chart
 * method, option or guide about the same thing, which is what most questions want: across the open
 * sets it was the first citation wrongly 8 times in 14, and when readers' intents were asked of Ask AI,
 * it was the first citation of 137 intents of other pages against 83 of its own lost to them. At 0.85
 * it yields those ties: the open sets gained four first citations, the sets held apart one, and none
 * lost a cited page; at 0.7 and below it also began to lose its own questions.
 */
export const ASK_KIND_WEIGHTS: Readonly<Record<string, number>> = {Tutorial: 0.7, 'Object property': 0.85};

/** Pages read for passages: the best passages of this many may reorder them before the first ASK_MAX_PAGES are cited. */
export const ASK_READ_PAGES = 5;

/**
 * How much a page's best passage counts against its search score when the pages read are ordered
 * (0: search order; 1: passages alone): the page whose sentences say the answer goes first.
 */
export const ASK_PASSAGE_WEIGHT = 0.3;

/** A page's second passage is kept only if it answers at least this share as well as its first. */
export const ASK_SECOND_PASSAGE_RATIO = 0.7;

/**
 * A sample from further down a guide than the passage quoted is shown only when it, with the heading over it,
 * covers at least this share of the question (by concept weight). On the answers to all our sets, 0 (any word)
 * showed a book call's GET check under "book seats after payment" and `colorScheme: 'light'` under "dark mode";
 * 0.2 drops ten samples, eight of them another step's.
 */
export const ASK_SAMPLE_COVERAGE = 0.2;
