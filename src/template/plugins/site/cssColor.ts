/** A colour as clamped channels: red, green, blue 0-255 and alpha 0-1; `hasAlpha` tells whether the source gave alpha. */
export interface CssColor {
  /** Red 0-255. */
  readonly r: number;
  /** Green 0-255. */
  readonly g: number;
  /** Blue 0-255. */
  readonly b: number;
  /** Alpha 0-1. */
  readonly a: number;
  /** Whether the source form carried an alpha channel (rgba, hsla, hwb with alpha, 4/8-digit hex never: only 3/6 digits are read). */
  readonly hasAlpha: boolean;
}

const NAMED_COLORS = 'alicebluef0f8ff antiquewhitefaebd7 aqua00ffff aquamarine7fffd4 azuref0ffff beigef5f5dc bisqueffe4c4 black000000 blanchedalmondffebcd blue0000ff blueviolet8a2be2 browna52a2a burlywooddeb887 cadetblue5f9ea0 chartreuse7fff00 chocolated2691e coralff7f50 cornflowerblue6495ed cornsilkfff8dc crimsondc143c cyan00ffff darkblue00008b darkcyan008b8b darkgoldenrodb8860b darkgraya9a9a9 darkgreen006400 darkgreya9a9a9 darkkhakibdb76b darkmagenta8b008b darkolivegreen556b2f darkorangeff8c00 darkorchid9932cc darkred8b0000 darksalmone9967a darkseagreen8fbc8f darkslateblue483d8b darkslategray2f4f4f darkslategrey2f4f4f darkturquoise00ced1 darkviolet9400d3 deeppinkff1493 deepskyblue00bfff dimgray696969 dimgrey696969 dodgerblue1e90ff firebrickb22222 floralwhitefffaf0 forestgreen228b22 fuchsiaff00ff gainsborodcdcdc ghostwhitef8f8ff goldffd700 goldenroddaa520 gray808080 green008000 greenyellowadff2f grey808080 honeydewf0fff0 hotpinkff69b4 indianredcd5c5c indigo4b0082 ivoryfffff0 khakif0e68c lavendere6e6fa lavenderblushfff0f5 lawngreen7cfc00 lemonchiffonfffacd lightblueadd8e6 lightcoralf08080 lightcyane0ffff lightgoldenrodyellowfafad2 lightgrayd3d3d3 lightgreen90ee90 lightgreyd3d3d3 lightpinkffb6c1 lightsalmonffa07a lightseagreen20b2aa lightskyblue87cefa lightslategray778899 lightslategrey778899 lightsteelblueb0c4de lightyellowffffe0 lime00ff00 limegreen32cd32 linenfaf0e6 magentaff00ff maroon800000 mediumaquamarine66cdaa mediumblue0000cd mediumorchidba55d3 mediumpurple9370db mediumseagreen3cb371 mediumslateblue7b68ee mediumspringgreen00fa9a mediumturquoise48d1cc mediumvioletredc71585 midnightblue191970 mintcreamf5fffa mistyroseffe4e1 moccasinffe4b5 navajowhiteffdead navy000080 oldlacefdf5e6 olive808000 olivedrab6b8e23 orangeffa500 orangeredff4500 orchidda70d6 palegoldenrodeee8aa palegreen98fb98 paleturquoiseafeeee palevioletreddb7093 papayawhipffefd5 peachpuffffdab9 perucd853f pinkffc0cb plumdda0dd powderblueb0e0e6 purple800080 rebeccapurple663399 redff0000 rosybrownbc8f8f royalblue4169e1 saddlebrown8b4513 salmonfa8072 sandybrownf4a460 seagreen2e8b57 seashellfff5ee siennaa0522d silverc0c0c0 skyblue87ceeb slateblue6a5acd slategray708090 slategrey708090 snowfffafa springgreen00ff7f steelblue4682b4 tand2b48c teal008080 thistled8bfd8 tomatoff6347 turquoise40e0d0 violetee82ee wheatf5deb3 whiteffffff whitesmokef5f5f5 yellowffff00 yellowgreen9acd32';

const clamp = (n: number, min: number, max: number): number => (n < min ? min : n > max ? max : n);

let namedColorTable: Map<string, string> | undefined;

function namedColorHex(name: string): string | undefined {
  namedColorTable ??= new Map(NAMED_COLORS.split(' ').map((entry) => [entry.slice(0, -6), entry.slice(-6)]));
  return namedColorTable.get(name);
}

/** Parses a hex colour of 3 or 6 digits (leading '#' optional) into a 24-bit integer; -1 when invalid. */
export function hexColorToInt(text: string): number {
  const hex = text.startsWith('#') ? text.slice(1) : text;
  if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return -1;
  if (hex.length === 3) return parseInt(hex.replace(/./g, (c) => c + c), 16);
  return parseInt(hex, 16);
}

function channel(text: string): number {
  const value = parseFloat(text);
  return text.endsWith('%') ? (clamp(value, 0, 100) / 100) * 255 : clamp(value, 0, 255);
}

function percent(text: string): number {
  return clamp(parseFloat(text), 0, 100) / 100;
}

function alpha(text: string | undefined): number {
  if (text === undefined) return 1;
  const value = parseFloat(text);
  return text.endsWith('%') ? clamp(value, 0, 100) / 100 : clamp(value, 0, 1);
}

function hueToRgb(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

const FUNCTION_FORM = /^(rgba?|hsla?|hwb)\(\s*([^)]*)\)$/i;

/** Parses hex (3/6 digits), rgb(a), hsl(a), hwb, named colours and 'transparent'; undefined when not a colour. */
export function parseCssColor(input: string): CssColor | undefined {
  const text = input.trim().toLowerCase();
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0, hasAlpha: true };
  if (text.startsWith('#')) {
    const value = hexColorToInt(text);
    return value < 0 ? undefined : { r: value >> 16, g: (value >> 8) & 255, b: value & 255, a: 1, hasAlpha: false };
  }
  const match = FUNCTION_FORM.exec(text);
  if (!match) {
    const hex = /^[a-z]+$/.test(text) ? namedColorHex(text) : undefined;
    if (hex === undefined) return undefined;
    const value = parseInt(hex, 16);
    return { r: value >> 16, g: (value >> 8) & 255, b: value & 255, a: 1, hasAlpha: false };
  }
  const kind = (match[1] as string).replace(/a$/, '');
  const parts = (match[2] as string).split(/\s*[,/]\s*|\s+/).filter((p) => p !== '');
  if (parts.length < 3 || parts.length > 4 || parts.some((p) => !/^[-+]?(\d+\.?\d*|\.\d+)(%|deg)?$/.test(p))) return undefined;
  const [p1, p2, p3, p4] = parts as [string, string, string, string | undefined];
  const a = alpha(p4);
  const hasAlpha = p4 !== undefined;
  if (kind === 'rgb') return { r: channel(p1), g: channel(p2), b: channel(p3), a, hasAlpha };
  const hue = ((parseFloat(p1) % 360) + 360) % 360;
  if (kind === 'hsl') {
    const [r, g, b] = hueToRgb(hue, percent(p2), percent(p3));
    return { r, g, b, a, hasAlpha };
  }
  let white = percent(p2);
  let black = percent(p3);
  if (white + black > 1) {
    const sum = white + black;
    white /= sum;
    black /= sum;
  }
  const [r, g, b] = hueToRgb(hue, 1, 0.5).map((c) => c * (1 - white - black) + 255 * white) as [number, number, number];
  return { r, g, b, a, hasAlpha };
}

/** Writes a colour as 'rgb(r, g, b)' when its source had no alpha, else 'rgba(r, g, b, a)'. */
export function formatCssColor(color: CssColor): string {
  const r = Math.round(color.r);
  const g = Math.round(color.g);
  const b = Math.round(color.b);
  return color.hasAlpha ? `rgba(${r}, ${g}, ${b}, ${Number(color.a.toFixed(3))})` : `rgb(${r}, ${g}, ${b})`;
}

/** Perceived brightness 0-255 (ITU-R BT.601 weights). */
export function colorLuma(color: CssColor): number {
  return 0.299 * color.r + 0.587 * color.g + 0.114 * color.b;
}

/** True when the colour's luma is below 166.4. */
export function isDarkColor(color: CssColor): boolean {
  return colorLuma(color) < 166.4;
}

/** 'light' when a 3/6-digit hex colour's integer value is above 8388607.5 (half of 0xffffff), 'dark' otherwise; undefined when invalid. */
export function hexColorWeight(hex: string): 'light' | 'dark' | undefined {
  const value = hexColorToInt(hex);
  if (value < 0) return undefined;
  return value > 0xffffff / 2 ? 'light' : 'dark';
}
