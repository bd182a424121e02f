import { CUSTOM_THEMES, type CustomTheme } from '@tontine/contracts';

/**
 * The accent colours of the customization pack's themes: the member's chosen theme
 * replaces Mantine's primary colour variables on the document, so every primary button, link,
 * badge and switch takes it. Shade 9 stays the filled colour, as in the app's theme, so that
 * white text keeps its WCAG AA contrast.
 */
const PALETTES: Record<CustomTheme, string> = {
  sunset: 'red',
  ocean: 'blue',
  forest: 'green',
  savanna: 'orange',
  midnight: 'indigo',
};
/** Orange's shade 9 is below 4.5:1 against white: savanna's filled colour is darker. */
const FILLED_OVERRIDE: Partial<Record<CustomTheme, string>> = { savanna: '#a3420c' };

const STYLE_ID = 'tontine-accent-themes';

function rules(theme: CustomTheme): string {
  const palette = PALETTES[theme];
  const shade = (n: number) => `var(--mantine-color-${palette}-${n})`;
  const filled = FILLED_OVERRIDE[theme] ?? shade(9);
  const vars: string[] = [];
  // The app's accent is teal, named directly in places (the title, the nav): both the primary
  // colour's variables and teal's own take the theme's palette.
  for (const prefix of ['--mantine-primary-color', '--mantine-color-teal']) {
    for (let n = 0; n < 10; n += 1) vars.push(`${prefix}-${n}:${n === 9 ? filled : shade(n)}`);
    vars.push(
      `${prefix}-filled:${filled}`,
      `${prefix}-filled-hover:${shade(8)}`,
      `${prefix}-light:${shade(0)}`,
      `${prefix}-light-hover:${shade(1)}`,
      `${prefix}-light-color:${filled}`,
    );
  }
  vars.push(
    `--mantine-color-teal-outline:${filled}`,
    `--mantine-color-teal-outline-hover:${shade(0)}`,
    `--mantine-color-teal-text:${filled}`,
  );
  // html:root outweighs the app's own :root[data-mantine-color-scheme] rules (contrast.css).
  return `html:root[data-accent-theme='${theme}']{${vars.join(';')}}`;
}

export function isCustomTheme(value: string | null | undefined): value is CustomTheme {
  return (CUSTOM_THEMES as readonly string[]).includes(value ?? '');
}

/** Applies the chosen theme's accent (or the app's own with null or an unknown theme). */
export function applyAccentTheme(theme: string | null | undefined): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (!isCustomTheme(theme)) {
    delete root.dataset.accentTheme;
    return;
  }
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CUSTOM_THEMES.map(rules).join('\n');
    document.head.appendChild(style);
  }
  root.dataset.accentTheme = theme;
}

/** The theme applied now, if any. */
export function currentAccentTheme(): string | null {
  if (typeof document === 'undefined') return null;
  return document.documentElement.dataset.accentTheme ?? null;
}
