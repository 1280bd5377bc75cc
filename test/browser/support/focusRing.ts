import type { Page } from 'playwright-core';

/** Pixels looked at round a focused part: wider than a ring of 2 px width and 2 px offset. */
const MARGIN = 12;
/** How far inside the part's box each scan starts, so that a rounded edge's ring is met whole. */
const INSET = 6;
/** The WCAG non-text contrast a focus indicator needs: against what it replaced (2.4.13) and against the part. */
export const FOCUS_CONTRAST = 3;
/** The thickness a focus indicator needs, in CSS px (2.4.13). */
export const FOCUS_THICKNESS = 2;

/** The focus ring drawn round one focused part, measured from screenshots taken focused and unfocused. */
export interface FocusRing {
  /** The focused part: its host's tag, its own tag and its part, e.g. 'store-add-to-cart button[part=button]'. */
  readonly target: string;
  /** Thinnest band, in px over the middle of the four sides, of changed pixels with 3:1 contrast against the unfocused pixels they replaced. */
  readonly againstPage: number;
  /** Thinnest band, in px over the middle of the four sides, of changed pixels with 3:1 contrast against the part's own colour. */
  readonly againstPart: number;
}

interface Shot {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

type Rgb = readonly [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function pixel(shot: Shot, x: number, y: number): Rgb {
  const at = (y * shot.width + x) * 4;
  return [shot.data[at]!, shot.data[at + 1]!, shot.data[at + 2]!];
}

/** The commonest colour of `shot` inside `box`: a part's background (text and borders are fewer pixels). */
function commonestColour(shot: Shot, box: { x0: number; y0: number; x1: number; y1: number }): Rgb {
  const counts = new Map<string, number>();
  let best: [string, number] = ['0,0,0', 0];
  for (let y = box.y0; y < box.y1; y += 1) {
    for (let x = box.x0; x < box.x1; x += 1) {
      const key = pixel(shot, x, y).join(',');
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count > best[1]) best = [key, count];
    }
  }
  return best[0].split(',').map(Number) as unknown as Rgb;
}

/** Longest run of consecutive true values. */
function longestRun(flags: readonly boolean[]): number {
  let longest = 0;
  let run = 0;
  for (const flag of flags) {
    run = flag ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

const differs = (first: Rgb, second: Rgb) => first.some((channel, index) => Math.abs(channel - second[index]!) > 8);

/** What the ring drew along one scan line, outward: the longest bands with 3:1 against what they replaced and against the part. */
function measureScan(now: readonly Rgb[], before: readonly Rgb[], partColour: Rgb): { againstPage: number; againstPart: number } {
  const changed = now.map((colour, index) => differs(colour, before[index]!));
  const first = changed.indexOf(true);
  if (first < 0) return { againstPage: 0, againstPart: 0 };
  const last = changed.lastIndexOf(true);
  let partEdge = first - 1;
  while (partEdge >= 0 && differs(before[partEdge]!, partColour)) partEdge -= 1;
  const againstPage = longestRun(now.map((colour, index) => changed[index]! && contrastRatio(colour, before[index]!) >= FOCUS_CONTRAST));
  const againstPart = longestRun(now.map((colour, index) => index > partEdge && index <= last && contrastRatio(colour, partColour) >= FOCUS_CONTRAST));
  return { againstPage, againstPart };
}

/**
 * Measures the ring from two screenshots of the same clip, along every row and column through the middle third of each
 * side of the part's box, scanning outward from just inside the box: the thinnest band of changed pixels whose focused
 * colour has 3:1 contrast against the unfocused pixel (what the ring covers), and the thinnest band between the part's
 * edge and the ring's outer edge with 3:1 contrast against the part's own colour (what separates the ring from the part).
 */
export function measureRing(focused: Shot, unfocused: Shot, box: { x0: number; y0: number; x1: number; y1: number }): { againstPage: number; againstPart: number } {
  const inner = { x0: Math.ceil(box.x0), y0: Math.ceil(box.y0), x1: Math.floor(box.x1), y1: Math.floor(box.y1) };
  const inset = (size: number) => Math.min(INSET, Math.floor(size / 2));
  const partColour = commonestColour(unfocused, inner);
  const width = inner.x1 - inner.x0;
  const height = inner.y1 - inner.y0;
  const scans: { x: number; y: number; dx: number; dy: number }[] = [];
  for (let y = inner.y0 + Math.floor(height / 3); y < inner.y1 - Math.floor(height / 3); y += 1) {
    scans.push({ x: inner.x0 + inset(width), y, dx: -1, dy: 0 }, { x: inner.x1 - 1 - inset(width), y, dx: 1, dy: 0 });
  }
  for (let x = inner.x0 + Math.floor(width / 3); x < inner.x1 - Math.floor(width / 3); x += 1) {
    scans.push({ x, y: inner.y0 + inset(height), dx: 0, dy: -1 }, { x, y: inner.y1 - 1 - inset(height), dx: 0, dy: 1 });
  }
  let againstPage = scans.length === 0 ? 0 : Number.POSITIVE_INFINITY;
  let againstPart = againstPage;
  for (const scan of scans) {
    const now: Rgb[] = [];
    const before: Rgb[] = [];
    for (let [x, y] = [scan.x, scan.y]; x >= 0 && y >= 0 && x < focused.width && y < focused.height; x += scan.dx, y += scan.dy) {
      now.push(pixel(focused, x, y));
      before.push(pixel(unfocused, x, y));
    }
    const measured = measureScan(now, before, partColour);
    againstPage = Math.min(againstPage, measured.againstPage);
    againstPart = Math.min(againstPart, measured.againstPart);
  }
  return { againstPage, againstPart };
}

/** Decodes a PNG screenshot to RGBA in the page's own image decoder (no PNG library needed). */
async function decode(page: Page, png: Buffer): Promise<Shot> {
  const decoded = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const rgba = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const chunks: string[] = [];
    for (let at = 0; at < rgba.length; at += 0x8000) chunks.push(String.fromCharCode(...rgba.subarray(at, at + 0x8000)));
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(chunks.join('')) };
  }, png.toString('base64'));
  return { width: decoded.width, height: decoded.height, data: Buffer.from(decoded.rgba, 'base64') };
}

/** Window key under which the focused part is kept between evaluations, and the key of the parts already met. */
const TARGET = '__focusRingTarget';
const SEEN = '__focusRingSeen';

/**
 * Marks the deepest focused element when it sits in a store-* element's shadow root and was not met before: resolves
 * scrolled to the middle of the viewport (its whole ring in view), with its name and box (viewport px), or 'seen' / 'outside' (focus on the page's own controls or nowhere).
 */
function markFocusedPart(page: Page): Promise<{ target: string; box: { x: number; y: number; width: number; height: number } } | 'seen' | 'outside'> {
  return page.evaluate(
    ({ targetKey, seenKey }) => {
      const store = window as unknown as Record<string, unknown>;
      const seen = (store[seenKey] ??= new WeakSet<Element>()) as WeakSet<Element>;
      let active: Element | null = document.activeElement;
      let host: Element | null = null;
      while (active?.shadowRoot?.activeElement) {
        if (active.localName.startsWith('store-')) host = active;
        active = active.shadowRoot.activeElement;
      }
      if (!active || !host) return 'outside';
      if (seen.has(active)) return 'seen';
      seen.add(active);
      store[targetKey] = active;
      active.scrollIntoView({ block: 'center', inline: 'nearest' });
      const { x, y, width, height } = active.getBoundingClientRect();
      return { target: `${host.localName} ${active.localName}[part=${active.getAttribute('part')}]`, box: { x, y, width, height } };
    },
    { targetKey: TARGET, seenKey: SEEN },
  );
}

/** Measures the ring of the part marked focused: a screenshot focused, one after blurring it, then focus is put back. */
async function measureMarkedPart(page: Page, target: string, box: { x: number; y: number; width: number; height: number }): Promise<FocusRing> {
  const viewport = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: window.innerHeight }));
  const x = Math.max(0, Math.floor(box.x) - MARGIN);
  const y = Math.max(0, Math.floor(box.y) - MARGIN);
  const clip = { x, y, width: Math.min(viewport.width, Math.ceil(box.x + box.width) + MARGIN) - x, height: Math.min(viewport.height, Math.ceil(box.y + box.height) + MARGIN) - y };
  const shoot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
  const focusedPng = await shoot();
  await page.evaluate((key) => ((window as unknown as Record<string, HTMLElement>)[key]!).blur(), TARGET);
  const unfocusedPng = await shoot();
  await page.evaluate((key) => ((window as unknown as Record<string, HTMLElement>)[key]!).focus({ preventScroll: true }), TARGET);
  const [focused, unfocused] = [await decode(page, focusedPng), await decode(page, unfocusedPng)];
  const ring = measureRing(focused, unfocused, { x0: box.x - x, y0: box.y - y, x1: box.x + box.width - x, y1: box.y + box.height - y });
  return { target, ...ring };
}

/**
 * Presses Tab through the page (or the open modal dialog, where Tab cycles) until focus comes back to a part met before,
 * and measures the focus ring of every part of a store-* element it stops on. Controls of the page itself are passed by.
 */
export async function focusRingsByTab(page: Page, { maxPresses = 80 }: { maxPresses?: number } = {}): Promise<FocusRing[]> {
  await page.evaluate((seenKey) => delete (window as unknown as Record<string, unknown>)[seenKey], SEEN);
  const rings: FocusRing[] = [];
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const marked = await markFocusedPart(page);
    if (marked === 'seen') return rings;
    if (marked !== 'outside') rings.push(await measureMarkedPart(page, marked.target, marked.box));
  }
  return rings;
}

/** The rings thinner than 2 px at 3:1 against the page or against the part. */
export function faintRings(rings: readonly FocusRing[]): FocusRing[] {
  return rings.filter((ring) => ring.againstPage < FOCUS_THICKNESS || ring.againstPart < FOCUS_THICKNESS);
}
