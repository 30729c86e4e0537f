/**
 * Where the webhook lab goes on docs/webhooks.mdx: a button, and nothing else
 * in the page's first load (the docs guide budget is nearly full). The lab's
 * code (./Lab) loads when the pointer or focus reaches the button, and opens
 * on click; a failed load says so and the next click tries again.
 */
import {useState, type ComponentType, type ReactNode} from 'react';

type Lab = ComponentType<{focusOnMount?: boolean}>;
let loading: Promise<{default: Lab}> | undefined;
function load(): Promise<{default: Lab}> {
  loading ??= import('./Lab');
  // Handled here, so loading early cannot fail loudly; a click reports it.
  loading.catch(() => (loading = undefined));
  return loading;
}

export default function WebhookLab(): ReactNode {
  // The loaded lab, or what the status line says while there is none.
  const [state, setState] = useState<Lab | string>('');
  if (typeof state !== 'string') {
    const Loaded = state;
    return <Loaded focusOnMount />;
  }
  const open = () => {
    setState('Loading the lab…');
    load().then(
      (module) => setState(() => module.default),
      () => setState('The lab did not load: check your connection and try again.'),
    );
  };
  return (
    <p>
      <button type="button" className="button button--primary" onPointerEnter={load} onFocus={load} onClick={open}>
        Open the webhook lab
      </button>{' '}
      <span role="status">{state}</span>
    </p>
  );
}
