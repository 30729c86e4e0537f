import {useEffect, useState} from 'react';

export type EditorKit = typeof import('./editorKit');

let loading: Promise<EditorKit> | null = null;
let loaded: EditorKit | null = null;

/** Starts loading the editor's chunk (once per page; a failure is forgotten so the next console tries again). */
export function loadEditorKit(): Promise<EditorKit> {
  loading ??= import(/* webpackChunkName: "rest-console-editor" */ './editorKit').then(
    (kit) => (loaded = kit),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The editor kit once it has loaded, else null (the console shows a text area and plain text meanwhile). */
export function useEditorKit(): EditorKit | null {
  const [kit, setKit] = useState<EditorKit | null>(loaded);
  useEffect(() => {
    if (kit) return;
    let current = true;
    loadEditorKit().then(
      (module) => current && setKit(module),
      () => {
        // No editor: the text area stays, and the response stays uncoloured.
      },
    );
    return () => {
      current = false;
    };
  }, [kit]);
  return kit;
}
