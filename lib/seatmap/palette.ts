/**
 * Colours of the interface around the seats, for the light and the dark
 * variant of a figure. Category and channel colours come from the scene and
 * stay the same in both, as they do in the renderer.
 */
export type Palette = {
  canvas: string;
  frame: string;
  surface: string;
  surfaceStrong: string;
  text: string;
  muted: string;
  unavailable: string;
  unavailableEdge: string;
  stage: string;
  ring: string;
  primary: string;
  onPrimary: string;
  error: string;
  errorTint: string;
  success: string;
  note: string;
  popover: string;
  popoverEdge: string;
  tooltip: string;
  onTooltip: string;
  shadow: string;
};

export const palettes: Record<'light' | 'dark', Palette> = {
  light: {
    canvas: '#ffffff',
    frame: '#d0d5dc',
    surface: '#f4f6f8',
    surfaceStrong: '#e6eaef',
    text: '#1c1e21',
    muted: '#5a6572',
    unavailable: '#c9ced5',
    unavailableEdge: '#9aa2ad',
    stage: '#e3e7ec',
    ring: '#1c1e21',
    primary: '#0d6e79',
    onPrimary: '#ffffff',
    error: '#d9292e',
    errorTint: '#fdecec',
    success: '#2b8a3e',
    note: '#c2410c',
    popover: '#ffffff',
    popoverEdge: '#c4cad2',
    tooltip: '#1c1e21',
    onTooltip: '#ffffff',
    shadow: '#0b1a2a',
  },
  dark: {
    canvas: '#202327',
    frame: '#3d434b',
    surface: '#282c31',
    surfaceStrong: '#343940',
    text: '#e8eaed',
    muted: '#a7b0bb',
    unavailable: '#4b525b',
    unavailableEdge: '#6b737e',
    stage: '#343940',
    ring: '#ffffff',
    primary: '#4fd1de',
    onPrimary: '#0b2e33',
    error: '#ff6b6b',
    errorTint: '#3d2326',
    success: '#69db7c',
    note: '#ff9f5a',
    popover: '#2c3036',
    popoverEdge: '#4b525b',
    tooltip: '#e8eaed',
    onTooltip: '#1c1e21',
    shadow: '#000000',
  },
};

/** Relative luminance of a #rrggbb colour (WCAG). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white, whichever reads better on `hex`. */
export function onColour(hex: string): string {
  return luminance(hex) > 0.32 ? '#111418' : '#ffffff';
}

/** Mixes two #rrggbb colours; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const part = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
  const out = [1, 3, 5].map((i) => Math.round(part(a, i) + (part(b, i) - part(a, i)) * amount));
  return `#${out.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
