/**
 * Corrects an unknown colour-mode value before the page paints.
 *
 * Docusaurus's inline theme script copies the stored `theme` value, or
 * `?docusaurus-theme=`, into `data-theme` and `data-theme-choice` as it is.
 * Its React code reads any value other than `dark` as light, but the CSS
 * only knows `light` and `dark`: with `DARK`, `Dark` or junk from another
 * script, the navbar logo (one image per theme, shown by `data-theme`) and
 * the toggle's icon (shown by `data-theme-choice`) both disappear.
 *
 * This theme runs its own small script right after that one (it is listed
 * after theme-classic, and themes inject their tags in order): a value that
 * is `light` or `dark` in any case becomes that mode, anything else the
 * default (light, or the OS's mode and the "system" choice when the site
 * follows it). A stored value is rewritten the same way, or removed.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';

export type ColorModeRepairOptions = {
  /** The mode without a valid choice when the site does not follow the OS. */
  defaultMode: 'light' | 'dark';
  /** The site follows the OS: no choice means "system". */
  followOs: boolean;
  /** The localStorage key Docusaurus keeps the choice under. */
  storageKey: string;
};

/** The inline script, in the ES5 the theme's own inline script is written in. */
export function colorModeRepairScript({defaultMode, followOs, storageKey}: ColorModeRepairOptions): string {
  const key = JSON.stringify(storageKey);
  const fallback = followOs
    ? `(window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')`
    : JSON.stringify(defaultMode);
  return `(function () {
  function mode(value) {
    var lower = String(value).toLowerCase();
    return lower === 'light' || lower === 'dark' ? lower : null;
  }
  var root = document.documentElement;
  root.setAttribute('data-theme', mode(root.getAttribute('data-theme')) || ${fallback});
  var choice = root.getAttribute('data-theme-choice');
  root.setAttribute('data-theme-choice', mode(choice) || ${followOs ? `'system'` : JSON.stringify(defaultMode)});
  try {
    var stored = window.localStorage.getItem(${key});
    if (stored !== null && stored !== mode(stored)) {
      if (mode(stored)) window.localStorage.setItem(${key}, mode(stored));
      else window.localStorage.removeItem(${key});
    }
  } catch (e) {}
})();`;
}

export default function colorModeRepairPlugin(context: LoadContext): Plugin {
  const {colorMode} = context.siteConfig.themeConfig as unknown as ThemeConfig;
  const script = colorModeRepairScript({
    defaultMode: colorMode.defaultMode,
    followOs: colorMode.respectPrefersColorScheme,
    storageKey: `theme${context.siteStorage.namespace}`,
  });
  return {
    name: 'tessera-color-mode-repair',
    injectHtmlTags() {
      return colorMode.disableSwitch ? {} : {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
