/**
 * When the first page's code chunks fail to load (flaky network, a deploy
 * that replaced them), Docusaurus never hydrates and says nothing: the static
 * HTML stays, silently inert. Show the page-loader error instead, the red box
 * with the error text and a Retry button, so the reader knows and can retry
 * once the network is back. After hydration Docusaurus handles failures
 * itself (a failed route preload reloads the page, which lands here).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const CHUNK_ERROR_ID = 'page-load-error';

export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(reason.message);
}

function showPageLoadError(error: Error): void {
  if (document.getElementById(CHUNK_ERROR_ID)) return;
  const box = document.createElement('div');
  box.id = CHUNK_ERROR_ID;
  box.setAttribute('role', 'alert');
  box.className = 'page-load-error';
  const message = document.createElement('p');
  message.textContent = String(error);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(message, retry);
  document.body.prepend(box);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    if (!hydrated && isChunkLoadError(event.reason)) showPageLoadError(event.reason as Error);
  });
}
