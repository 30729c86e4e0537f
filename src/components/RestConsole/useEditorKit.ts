import {useEffect, useSyncExternalStore} from 'react';

export type EditorKit = typeof import('./editorKit');
export type HighlightKit = typeof import('./highlightKit');

/** A chunk loaded at most once per page; a failure is forgotten, so the next attempt tries again. */
type Chunk<T> = {load(): Promise<T>; current(): T | null; subscribe(listener: () => void): () => void};

function lazyChunk<T>(importer: () => Promise<T>): Chunk<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const editorKit = lazyChunk(() => import(/* webpackChunkName: "rest-console-editor" */ './editorKit'));
const highlightKit = lazyChunk(() => import(/* webpackChunkName: "rest-console-highlight" */ './highlightKit'));

/** CodeMirror: loaded when the reader shows an intent to edit the body (./BodyEditor.tsx). */
export const loadEditorKit = (): Promise<EditorKit> => editorKit.load();
/** The JSON highlighter: loaded when the console opens. */
export const loadHighlightKit = (): Promise<HighlightKit> => highlightKit.load();

/** The chunk once loaded, else null; with `start`, asks for it (a failure leaves null: plain text stays). */
function useChunk<T>(chunk: Chunk<T>, start: boolean): T | null {
  const value = useSyncExternalStore(chunk.subscribe, chunk.current, () => null);
  useEffect(() => {
    if (start && !value) chunk.load().catch(() => undefined);
  }, [chunk, start, value]);
  return value;
}

/** CodeMirror once something asked for it (loadEditorKit), else null: the body stays a text area meanwhile. */
export const useEditorKit = (): EditorKit | null => useChunk(editorKit, false);
/** The JSON highlighter, loading it if needed; null until it is there (the response shows plain text meanwhile). */
export const useHighlightKit = (): HighlightKit | null => useChunk(highlightKit, true);
