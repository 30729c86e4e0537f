/**
 * The playground's island on /docs/renderer/playground: a small shell in the
 * page's first load; the playground itself (editor, frame, sandbox) is a
 * separate chunk fetched once the page is open, so no other page carries any
 * of it.
 */
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import styles from './styles.module.css';

export default function Playground(): ReactNode {
  const [App, setApp] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('./App').then(
      (module) => setApp(() => module.default),
      () => setFailed(true),
    );
  }, []);
  if (App) return <App />;
  return (
    <div className={styles.shell}>
      <p role="status">{failed ? 'The playground could not load. Reload the page to try again.' : 'Loading the playground…'}</p>
    </div>
  );
}
