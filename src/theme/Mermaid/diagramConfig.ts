/**
 * How the site's diagrams look: Mermaid's `base` theme with the site's colours and font, in each
 * colour mode, and sequence diagrams laid out narrow (long messages wrap between the lanes)
 * so that more of them fit a column at a readable size. The messages are wrapped here, between
 * words and inside long code only at its word boundaries (lib/markdown/breaks.ts): Mermaid's own
 * wrapping cuts `/events/{eventKey}/actions/book` anywhere and adds a hyphen, which reads as
 * part of the path.
 *
 * The theme's Mermaid component passes one set of options for both colour modes
 * (themeConfig.mermaid.options), and `themeVariables` must be real colours (Mermaid derives
 * shades from them), so the variables of the current mode travel with the diagram itself, as
 * the init directive Mermaid reads at the start of a diagram's text.
 */

import {codeBreakPieces} from '@site/lib/markdown/breaks';

/** The site's font stack (Infima's --ifm-font-family-base), so diagram labels read like the page. */
const FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** Colours from src/css/custom.css and code.css: the primary teal, the page and surface backgrounds, the text. */
export const palettes = {
  light: {
    darkMode: false,
    background: '#ffffff',
    primaryColor: '#e7f3f4',
    primaryBorderColor: '#0d6e79',
    primaryTextColor: '#1c1e21',
    secondaryColor: '#f6f8fa',
    secondaryBorderColor: '#8c959f',
    tertiaryColor: '#f6f8fa',
    tertiaryBorderColor: '#8c959f',
    lineColor: '#57606a',
    textColor: '#1c1e21',
    edgeLabelBackground: '#ffffff',
    clusterBkg: '#f6f8fa',
    clusterBorder: '#8c959f',
    actorBkg: '#e7f3f4',
    actorBorder: '#0d6e79',
    actorTextColor: '#1c1e21',
    actorLineColor: '#8c959f',
    signalColor: '#57606a',
    signalTextColor: '#1c1e21',
    labelBoxBkgColor: '#e7f3f4',
    labelBoxBorderColor: '#0d6e79',
    labelTextColor: '#1c1e21',
    loopTextColor: '#1c1e21',
    noteBkgColor: '#fff8e6',
    noteBorderColor: '#8a5a00',
    noteTextColor: '#1c1e21',
    activationBkgColor: '#cfe7ea',
    activationBorderColor: '#0d6e79',
  },
  dark: {
    darkMode: true,
    background: '#1b1b1d',
    primaryColor: '#16363c',
    primaryBorderColor: '#4fd1de',
    primaryTextColor: '#e3e3e3',
    secondaryColor: '#242526',
    secondaryBorderColor: '#7d8590',
    tertiaryColor: '#242526',
    tertiaryBorderColor: '#7d8590',
    lineColor: '#a8b1ba',
    textColor: '#e3e3e3',
    edgeLabelBackground: '#1b1b1d',
    clusterBkg: '#242526',
    clusterBorder: '#7d8590',
    actorBkg: '#16363c',
    actorBorder: '#4fd1de',
    actorTextColor: '#e3e3e3',
    actorLineColor: '#7d8590',
    signalColor: '#a8b1ba',
    signalTextColor: '#e3e3e3',
    labelBoxBkgColor: '#16363c',
    labelBoxBorderColor: '#4fd1de',
    labelTextColor: '#e3e3e3',
    loopTextColor: '#e3e3e3',
    noteBkgColor: '#3a3020',
    noteBorderColor: '#d29922',
    noteTextColor: '#e3e3e3',
    activationBkgColor: '#1f4a51',
    activationBorderColor: '#4fd1de',
  },
} as const;

export type ColorMode = keyof typeof palettes;

/** The init directive for a colour mode: theme, colours, font and the narrow sequence layout. */
export function diagramDirective(mode: ColorMode): string {
  const init = {
    theme: 'base',
    fontFamily: FONT,
    themeVariables: {...palettes[mode], fontFamily: FONT, fontSize: '16px'},
    // One text size, so a diagram scaled to 75% still reads at 12 px; lanes as close as the wrapped messages allow.
    sequence: {actorFontSize: 16, messageFontSize: 16, noteFontSize: 16, width: 130, actorMargin: 30, boxMargin: 8, noteMargin: 8},
  };
  return `%%{init: ${JSON.stringify(init)}}%%`;
}

/** Longest line, in characters, of a sequence diagram's message or note. */
export const MESSAGE_LINE = 20;

/** How far past a line a single word may run before it is broken at its word boundaries. */
const SLACK = 4;

/** Text in lines of at most `max` characters (a single word up to SLACK more), broken between words and inside long code at its word boundaries only. */
export function wrapText(text: string, max = MESSAGE_LINE): string[] {
  const lines: string[] = [];
  let line = '';
  const add = (piece: string, glue: string) => {
    if (line && line.length + glue.length + piece.length > max) {
      lines.push(line);
      line = piece;
    } else {
      line = line ? `${line}${glue}${piece}` : piece;
    }
  };
  for (const word of text.split(' ').filter(Boolean)) {
    // A name a little longer than a line (onHoldCallsInProgress) reads better whole.
    const pieces = word.length > max + SLACK ? codeBreakPieces(word) : [word];
    pieces.forEach((piece, index) => add(piece, index === 0 ? ' ' : ''));
  }
  if (line) lines.push(line);
  return lines;
}

/** A message (`A->>B: text`) or a note (`Note over A,B: text`) of a sequence diagram: the part before its text, and the text. */
const MESSAGE = /^(\s*(?:Note\s+(?:over|left of|right of)\s+[^:]+|[^:]*?--?(?:>>|>|x|\))[+-]?[^:]*)):(.*)$/;

/**
 * A sequence diagram with its messages and notes wrapped. A break written by hand (`<br/>`) stays, and
 * each line between such breaks is wrapped too: Mermaid sizes a note over two lanes by the lanes, not by
 * its text, so a long hand-broken line ran out of its box.
 */
export function wrapSequenceMessages(value: string, max = MESSAGE_LINE): string {
  if (!/^\s*sequenceDiagram\b/m.test(value)) return value;
  return value
    .split('\n')
    .map((line) => {
      const match = MESSAGE.exec(line);
      if (!match) return line;
      const lines = match[2].trim().split(/<br\s*\/?>/i);
      return `${match[1]}: ${lines.flatMap((part) => wrapText(part.trim(), max)).join('<br/>')}`;
    })
    .join('\n');
}

/** The diagram's text as Mermaid gets it: the site's directive first, unless the diagram sets its own. */
export function themedDiagram(value: string, mode: ColorMode): string {
  if (/^\s*(%%\{\s*init|---)/.test(value)) return value;
  return `${diagramDirective(mode)}\n${wrapSequenceMessages(value)}`;
}
