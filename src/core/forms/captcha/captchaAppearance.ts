import type { CaptchaTheme } from './CaptchaProvider';

/** Horizontal placement of a form's captcha. */
export type CaptchaAlignment = 'left' | 'center' | 'right';

const THEMES: Readonly<Record<string, CaptchaTheme>> = { 1: 'light', 2: 'dark', light: 'light', dark: 'dark' };
const ALIGNMENTS: Readonly<Record<string, CaptchaAlignment>> = { 1: 'left', 2: 'center', 3: 'right', left: 'left', center: 'center', right: 'right' };

/** A form's captchaTheme (1 or 'light', 2 or 'dark') as a widget theme; 'light' for anything else. */
export function captchaTheme(value: string | number | undefined): CaptchaTheme {
  return (value !== undefined && Object.hasOwn(THEMES, String(value).toLowerCase()) ? THEMES[String(value).toLowerCase()] : undefined) ?? 'light';
}

/** A form's captchaAlignment (1 or 'left', 2 or 'center', 3 or 'right'); 'left' for anything else. */
export function captchaAlignment(value: string | number | undefined): CaptchaAlignment {
  return (value !== undefined && Object.hasOwn(ALIGNMENTS, String(value).toLowerCase()) ? ALIGNMENTS[String(value).toLowerCase()] : undefined) ?? 'left';
}
