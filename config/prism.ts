import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Languages highlighted on top of prism-react-renderer's defaults (which
 * already cover JSON, TypeScript, Python and YAML). C#, Ruby, Java and PHP come
 * from the spec; Bash is for cURL samples.
 */
export const additionalLanguages = ['csharp', 'ruby', 'java', 'markup-templating', 'php', 'bash'];

/** Replaces the colour of the token types given, keeping everything else of a theme. */
function recolor(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const color = style.types.map((type) => colors[type]).find(Boolean);
      return color ? {...style, style: {...style.style, color}} : style;
    }),
  };
}

/**
 * GitHub's light theme with every token colour darkened to at least 5:1
 * against the code background and the highlighted-line background (WCAG AA);
 * the original comment, number and keyword colours fall below 3:1.
 */
export const lightCodeTheme = recolor(themes.github, {
  comment: '#57606a',
  string: '#a3114f',
  number: '#066a66',
  keyword: '#005f94',
  function: '#a52333',
});

/** Dracula with a lighter comment colour (6.2:1 instead of 3:1). */
export const darkCodeTheme = recolor(themes.dracula, {comment: '#a0aacf'});
