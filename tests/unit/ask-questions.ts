/**
 * Questions a developer might type into Ask AI, each with the pages that
 * answer it; where several pages answer, any counts. The evaluation
 * (ask-eval.test.ts) reports how often the embedded answerer cites one.
 *
 * EVAL_QUESTIONS were written first and kept as written, but the answerer's
 * tuning (stemmer, idioms, title bonus) was done with them in view, so their
 * hit rate flatters it. HELD_OUT_QUESTIONS were written after the tuning and
 * nothing was changed for them: they are the fairer figure.
 */
export type EvalQuestion = {question: string; pages: string[]};

export const EVAL_QUESTIONS: EvalQuestion[] = [
  {
    question: 'How long does a hold token last?',
    pages: ['/docs/renderer/sessions-and-hold-tokens', '/docs/renderer/config-holdtoken', '/docs/api/hold-tokens'],
  },
  {question: 'How many requests can I run at the same time?', pages: ['/docs/api/rate-limit']},
  {question: 'How do I stop buyers from selecting more than four seats?', pages: ['/docs/renderer/config-maxselectedobjects']},
  {question: 'What is the REST API host for North America?', pages: ['/docs/api/regions']},
  {question: 'How do I authenticate REST calls with my secret key?', pages: ['/docs/api/authentication']},
  {question: 'How do I page through a long list of events?', pages: ['/docs/api/pagination']},
  {question: 'Can I test a new checkout flow without touching my real seats?', pages: ['/docs/api/sandboxes']},
  {question: 'How do I verify the signature of a webhook?', pages: ['/docs/webhooks']},
  {question: 'How do I show the seating chart in French?', pages: ['/docs/renderer/config-language']},
  {question: 'How do I get compressed responses from the API?', pages: ['/docs/api/gzip']},
];

export const HELD_OUT_QUESTIONS: EvalQuestion[] = [
  {
    question: 'What happens to held seats when the buyer closes the browser?',
    pages: ['/docs/renderer/sessions-and-hold-tokens', '/docs/api/hold-tokens'],
  },
  {question: 'How do I release seats that are being held?', pages: ['/docs/api/release-objects', '/docs/api/objects']},
  {
    question: 'How do I change the colors of the seat map?',
    pages: [
      '/docs/renderer/colors',
      '/docs/renderer/colorscheme',
      '/docs/renderer/style-your-floor-plan',
      '/docs/renderer/config-themecolors',
    ],
  },
  {question: 'How do I let staff sell tickets at the box office?', pages: ['/docs/event-manager/modes/create-order']},
  {question: 'Which webhook tells me that a chart was published?', pages: ['/docs/webhooks']},
  {
    question: 'How do I create an event for a chart?',
    pages: ['/docs/api/create-an-event', '/docs/tutorial/create-an-event', '/docs/api/events'],
  },
];
