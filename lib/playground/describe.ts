/**
 * A value as the Callbacks log shows it: JavaScript-like, short, never
 * throwing. Objects the renderer passes are plain copies with a few methods;
 * the log names the methods, leaves out undefined fields, and cuts deep or
 * long values.
 */
const MAX_DEPTH = 3;
const MAX_ITEMS = 12;

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

function describe(value: unknown, depth: number, seen: Set<unknown>): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'function') return `ƒ ${value.name || 'anonymous'}()`;
  if (typeof value === 'symbol') return value.toString();
  if (seen.has(value)) return '[circular]';
  if (typeof Element !== 'undefined' && value instanceof Element)
    return `<${value.tagName.toLowerCase()}${value.id ? `#${value.id}` : ''}>`;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[…${value.length}]` : '{…}';
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      const items = value.slice(0, MAX_ITEMS).map((item) => describe(item, depth + 1, seen));
      if (value.length > MAX_ITEMS) items.push(`…${value.length - MAX_ITEMS} more`);
      return `[${items.join(', ')}]`;
    }
    const entries: string[] = [];
    const tag = (value as {[Symbol.toStringTag]?: unknown})[Symbol.toStringTag];
    const kind = typeof tag === 'string' ? tag : Object.getPrototypeOf(value)?.constructor?.name;
    const prefix = kind && kind !== 'Object' ? `${kind} ` : '';
    let count = 0;
    for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
      if (item === undefined) continue;
      count += 1;
      if (entries.length < MAX_ITEMS)
        entries.push(typeof item === 'function' ? `${key(name)}()` : `${key(name)}: ${describe(item, depth + 1, seen)}`);
    }
    if (count > MAX_ITEMS) entries.push(`…${count - MAX_ITEMS} more`);
    return `${prefix}${entries.length === 0 ? '{}' : `{${entries.join(', ')}}`}`;
  } catch {
    return '[unreadable]';
  } finally {
    seen.delete(value);
  }
}

export function describeValue(value: unknown): string {
  return describe(value, 0, new Set());
}
