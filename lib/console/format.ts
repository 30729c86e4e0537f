/** How the REST console shows a response: the time taken, the body, and whether the sandbox answered from the examples. */
import type {ConsoleResponse} from './request';
import {dayLabel} from '../text/dates';

/** `0.3 ms`, `42 ms`, `1.25 s`. */
export function duration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** A header's value, whatever the case of its name. */
export function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
}

/** The body to show: JSON indented by two spaces when it is JSON, else the text as it came. */
export function prettyBody(response: ConsoleResponse): {text: string; json: boolean} {
  const type = headerValue(response.headers, 'content-type') ?? '';
  if (response.body === '' || !/\bjson\b/i.test(type)) return {text: response.body, json: false};
  try {
    return {text: JSON.stringify(JSON.parse(response.body), null, 2), json: true};
  } catch {
    return {text: response.body, json: false};
  }
}

/** True when the sandbox answered from the OpenAPI document's examples rather than from its state (`X-Sandbox: example`). */
export function isExampleAnswer(response: ConsoleResponse): boolean {
  return headerValue(response.headers, 'x-sandbox')?.trim().toLowerCase() === 'example';
}

/** The virtual clock as a reader reads it: `20 Nov 2025, 10:42:31 UTC`. */
export function clockLabel(ms: number): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${dayLabel(ms)}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC`;
}
