/**
 * The colour toggle, quiet when storage is full: Docusaurus saves every
 * choice, and logs a console error on each toggle once localStorage cannot
 * take it. The choice is written here first; when that fails, it applies to
 * the page without being saved (the provider's `persist` option, not in its
 * public type: the colour-mode e2e test fails on the console error if a
 * Docusaurus upgrade drops it).
 */
import type {ReactNode} from 'react';
import {useColorMode, type ColorMode} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';

/** The key Docusaurus keeps the choice under (storage namespacing is off in docusaurus.config.ts). */
const STORAGE_KEY = 'theme';

type SetColorMode = (choice: ColorMode | null, options: {persist: boolean}) => void;

/** Stores the choice ahead of Docusaurus, whose own write of the same value then cannot fail; false when storage refuses it. */
function stored(choice: ColorMode | null): boolean {
  try {
    if (choice !== null) window.localStorage.setItem(STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

export default function ColorModeToggleWrapper(props: WrapperProps<typeof ColorModeToggleType>): ReactNode {
  const {setColorMode} = useColorMode();
  return (
    <ColorModeToggle
      {...props}
      onChange={(choice: ColorMode | null) =>
        stored(choice) ? props.onChange(choice) : (setColorMode as SetColorMode)(choice, {persist: false})
      }
    />
  );
}
