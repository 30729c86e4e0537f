/**
 * The line guard in front of the MCP SDK's stdio transport (server/mcp/lines.ts):
 * lines however stdin cuts them, and what it refuses. The spawned server under
 * malformed input is tested in mcp-server.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {checkLine, LineGuard, type Refusal} from '../../server/mcp/lines';

function run(chunks: Array<string | Buffer>, max?: number): {lines: string[]; refused: Refusal[]} {
  const refused: Refusal[] = [];
  const guard = new LineGuard((refusal) => refused.push(refusal), max);
  const lines: string[] = [];
  guard.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  for (const chunk of chunks) guard.write(chunk);
  guard.end();
  return {lines, refused};
}

const message = (id: number) => JSON.stringify({jsonrpc: '2.0', id, method: 'tools/list'});

describe('the MCP line guard', () => {
  it('passes messages on whole, however the chunks cut them, and drops blank lines and \\r', () => {
    const text = `${message(1)}\r\n\n${message(2)}\n${message(3)}\n`;
    const {lines, refused} = run(text.split(''));
    expect(lines).toEqual([message(1), message(2), message(3)]);
    expect(refused).toEqual([]);
  });

  it('answers text that is not JSON with -32700 and JSON that is no message with -32600, keeping the id it can read', () => {
    expect(checkLine('nope')?.reply).toMatchObject({jsonrpc: '2.0', error: {code: -32700}});
    expect(checkLine('nope')?.reply).not.toHaveProperty('id');
    expect(checkLine('{"jsonrpc":"2.0","id":4}')?.reply).toMatchObject({id: 4, error: {code: -32600}});
    expect(checkLine('{"jsonrpc":"2.0","id":{"x":1}}')?.reply).not.toHaveProperty('id');
    expect(checkLine(message(5))).toBeNull();
  });

  it('refuses a line over the limit as soon as it passes it, holds none of it, and reads the next line', () => {
    const {lines, refused} = run(['{"a":"', 'x'.repeat(600), 'y'.repeat(600), '"}\n', `${message(7)}\n`], 1024);
    expect(refused).toHaveLength(1);
    expect(refused[0].reply).toMatchObject({error: {code: -32700, message: expect.stringMatching(/longer than/)}});
    expect(lines).toEqual([message(7)]);
  });

  it('does not pass on a last line without its newline', () => {
    expect(run([message(8)]).lines).toEqual([]);
  });
});
