/**
 * The conversation of the Ask AI screen: one turn per question, each
 * answering, done, stopped or failed. One answer streams at a time; a new
 * question or Stop aborts the one in progress, and leaving the screen aborts
 * it too. Text that arrives between two frames is shown in the next frame,
 * in one update: a stream of a thousand small pieces costs the page a render
 * per frame, not a render per piece.
 */
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import {AskError, type Answerer} from '@site/lib/ask/answerer';
import type {AnswerKind, Citation, HistoryTurn} from '@site/lib/ask/protocol';
import type {CodeSample} from '@site/lib/search/indexFormat';

export type TurnStatus = 'answering' | 'done' | 'stopped' | 'error';

export type Turn = {
  id: number;
  question: string;
  status: TurnStatus;
  kind: AnswerKind | null;
  answer: string;
  citations: Citation[];
  /** Code samples the answer quotes, with their highlighting (embedded answers only). */
  samples: CodeSample[];
  error: string | null;
};

/** Finished exchanges sent with a follow-up, newest last; long answers are cut, only the text matters. */
const HISTORY_TURNS = 3;
const HISTORY_ANSWER_CHARS = 1500;

function historyBefore(turns: readonly Turn[], id: number): HistoryTurn[] {
  return turns
    .filter((turn) => turn.id < id && turn.status === 'done' && turn.answer)
    .slice(-HISTORY_TURNS)
    .map((turn) => ({question: turn.question, answer: turn.answer.slice(0, HISTORY_ANSWER_CHARS)}));
}

const fresh = (id: number, question: string): Turn => ({
  id,
  question,
  status: 'answering',
  kind: null,
  answer: '',
  citations: [],
  samples: [],
  error: null,
});

/** Runs `callback` before the next paint (or soon, where there are no frames). */
function nextFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(callback, 16);
  return () => clearTimeout(timer);
}

export function useAsk(answerer: Answerer): {
  turns: Turn[];
  ask: (question: string) => void;
  stop: () => void;
  retry: (id: number) => void;
} {
  const [turns, setTurns] = useState<Turn[]>([]);
  // The latest turns for the callbacks, which run after a render, never during one.
  const turnsRef = useRef(turns);
  useEffect(() => {
    turnsRef.current = turns;
  }, [turns]);
  const running = useRef<AbortController | null>(null);
  const nextId = useRef(1);

  const run = useCallback(
    (id: number, question: string, history: HistoryTurn[]) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const update = (change: (turn: Turn) => Turn) => setTurns((list) => list.map((turn) => (turn.id === id ? change(turn) : turn)));
      // Text received since the last frame, shown in one update.
      let buffered = '';
      let cancelFrame: (() => void) | null = null;
      const flush = () => {
        cancelFrame?.();
        cancelFrame = null;
        if (!buffered) return;
        const text = buffered;
        buffered = '';
        // A transition: React may pause between the answer's blocks to let the page answer
        // the reader, so text that arrives all at once never renders in one long task.
        startTransition(() => update((turn) => ({...turn, answer: turn.answer + text})));
      };
      answerer
        .ask(
          {question, ...(history.length > 0 ? {history} : {})},
          (event) => {
            if (controller.signal.aborted) return;
            if (event.type === 'citations') update((turn) => ({...turn, kind: event.kind, citations: event.citations}));
            else if (event.type === 'samples') update((turn) => ({...turn, samples: event.samples}));
            else {
              buffered += event.text;
              cancelFrame ??= nextFrame(flush);
            }
          },
          controller.signal,
        )
        .finally(flush)
        .then(
          () => update((turn) => ({...turn, status: 'done'})),
          (error: unknown) => {
            if (controller.signal.aborted) update((turn) => ({...turn, status: 'stopped'}));
            else
              update((turn) => ({
                ...turn,
                status: 'error',
                error: error instanceof AskError ? error.message : 'Something went wrong while answering.',
              }));
          },
        )
        .finally(() => {
          if (running.current === controller) running.current = null;
        });
    },
    [answerer],
  );

  const ask = useCallback(
    (question: string) => {
      const id = nextId.current++;
      const history = historyBefore(turnsRef.current, id);
      setTurns((list) => [...list, fresh(id, question)]);
      run(id, question, history);
    },
    [run],
  );

  const retry = useCallback(
    (id: number) => {
      const turn = turnsRef.current.find((item) => item.id === id);
      if (!turn) return;
      setTurns((list) => list.map((item) => (item.id === id ? fresh(id, turn.question) : item)));
      run(id, turn.question, historyBefore(turnsRef.current, id));
    },
    [run],
  );

  const stop = useCallback(() => running.current?.abort(), []);
  useEffect(() => () => running.current?.abort(), []);
  return {turns, ask, stop, retry};
}
