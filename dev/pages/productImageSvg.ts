import { escapeHtml } from './escapeHtml';

/** One product illustration: its backdrop colour, its shapes (SVG markup in an 800 × 800 view box) and what it shows, for alt text. */
interface ProductDrawing {
  readonly backdrop: string;
  readonly shapes: string;
  readonly description: string;
}

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${Math.round(cx + radius * Math.cos(angle))},${Math.round(cy + radius * Math.sin(angle))}`;
  }).join(' ');
}

const STICKERS = `<g fill="#000" opacity=".1" transform="translate(8 12)">
<circle cx="290" cy="290" r="100"/><polygon points="${starPoints(520, 300, 120, 52)}"/>
<path d="M300 600 C170 520 190 400 260 400 C290 400 300 425 300 440 C300 425 310 400 340 400 C410 400 430 520 300 600 Z"/>
<path d="M545 390 L445 530 H510 L480 640 L590 490 H525 Z"/></g>
<circle cx="290" cy="290" r="100" fill="#f2b134" stroke="#fff" stroke-width="18"/>
<path d="M245 300 Q290 350 335 300" fill="none" stroke="#5b3a00" stroke-width="14" stroke-linecap="round"/>
<circle cx="255" cy="260" r="12" fill="#5b3a00"/><circle cx="325" cy="260" r="12" fill="#5b3a00"/>
<polygon points="${starPoints(520, 300, 120, 52)}" fill="#4f7cc4" stroke="#fff" stroke-width="18" stroke-linejoin="round"/>
<path d="M300 600 C170 520 190 400 260 400 C290 400 300 425 300 440 C300 425 310 400 340 400 C410 400 430 520 300 600 Z" fill="#e0526b" stroke="#fff" stroke-width="18" stroke-linejoin="round"/>
<path d="M545 390 L445 530 H510 L480 640 L590 490 H525 Z" fill="#2f8f6b" stroke="#fff" stroke-width="18" stroke-linejoin="round"/>`;

/** The drawing of each seeded product, by slug. */
const PRODUCT_DRAWINGS: Readonly<Record<string, ProductDrawing>> = {
  'classic-tee': {
    backdrop: '#efe6da',
    description: 'A black crew-neck T-shirt laid flat',
    shapes: `<path d="M250 190 L330 160 Q400 215 470 160 L550 190 L660 285 L600 355 L545 320 V640 H255 V320 L200 355 L140 285 Z" fill="#26282c"/>
<path d="M330 160 Q400 225 470 160" fill="none" stroke="#4a4d54" stroke-width="14" stroke-linecap="round"/>
<path d="M255 320 L262 205 M545 320 L538 205 M262 612 H538 M165 305 L220 345 M635 305 L580 345" fill="none" stroke="#3c3f45" stroke-width="6" stroke-linecap="round"/>`,
  },
  'canvas-backpack': {
    backdrop: '#e3e8dc',
    description: 'An olive canvas backpack with a top handle, buckled flap and front pocket',
    shapes: `<path d="M350 228 Q350 160 400 160 Q450 160 450 228" fill="none" stroke="#4d5431" stroke-width="20" stroke-linecap="round"/>
<rect x="245" y="215" width="310" height="430" rx="72" fill="#6b7445"/>
<path d="M245 300 Q245 215 330 215 H470 Q555 215 555 300 V370 Q400 410 245 370 Z" fill="#5c643a"/>
<rect x="318" y="340" width="24" height="100" rx="6" fill="#3f4528"/><rect x="458" y="340" width="24" height="100" rx="6" fill="#3f4528"/>
<rect x="311" y="412" width="38" height="26" rx="5" fill="#c9a45c"/><rect x="451" y="412" width="38" height="26" rx="5" fill="#c9a45c"/>
<rect x="295" y="470" width="210" height="140" rx="32" fill="#5c643a"/>
<path d="M295 515 H505" stroke="#4d5431" stroke-width="6"/>`,
  },
  'field-guide-ebook': {
    backdrop: '#dfe9ee',
    description: 'A tablet showing the cover of a field guide with a leaf and hills',
    shapes: `<rect x="230" y="130" width="340" height="520" rx="38" fill="#24303a"/>
<rect x="254" y="166" width="292" height="448" rx="10" fill="#f4efe2"/>
<rect x="254" y="166" width="292" height="160" rx="10" fill="#2f6b4f"/>
<path d="M400 190 C465 210 470 275 400 305 C330 275 335 210 400 190 Z" fill="#cfe3c4"/>
<path d="M400 200 V298" stroke="#2f6b4f" stroke-width="6" stroke-linecap="round"/>
<rect x="290" y="356" width="220" height="20" rx="10" fill="#2f6b4f"/>
<rect x="322" y="394" width="156" height="12" rx="6" fill="#9aa89c"/>
<path d="M254 604 V560 L330 480 L385 535 L440 460 L546 570 V604 Z" fill="#c6d4c2"/>
<circle cx="400" cy="632" r="8" fill="#4b5965"/>`,
  },
  'design-consultation': {
    backdrop: '#ece4f2',
    description: 'A laptop on a video call with a designer, colour swatches beside her',
    shapes: `<rect x="190" y="190" width="420" height="290" rx="20" fill="#2d2a3e"/>
<rect x="212" y="212" width="376" height="246" rx="6" fill="#f7f3fb"/>
<path d="M140 500 H660 L628 546 H172 Z" fill="#57526e"/><rect x="350" y="500" width="100" height="10" rx="5" fill="#3e3a52"/>
<path d="M300 458 Q300 372 382 372 Q464 372 464 458 Z" fill="#7a5ea8"/>
<circle cx="382" cy="318" r="44" fill="#c98f6b"/>
<path d="M336 312 Q340 262 386 262 Q430 264 428 318 Q410 290 372 294 Q350 300 336 312 Z" fill="#3a2a22"/>
<rect x="512" y="236" width="48" height="48" rx="10" fill="#e0b64f"/><rect x="512" y="296" width="48" height="48" rx="10" fill="#d06a55"/><rect x="512" y="356" width="48" height="48" rx="10" fill="#4f8aa8"/>`,
  },
  'gift-card': {
    backdrop: '#f3e1de',
    description: 'A red gift card tied with a golden ribbon and bow',
    shapes: `<g transform="rotate(-6 400 400)">
<rect x="160" y="250" width="480" height="300" rx="28" fill="#b5453a"/>
<rect x="436" y="250" width="36" height="300" fill="#f1c66b"/><rect x="160" y="386" width="480" height="30" fill="#f1c66b"/>
<path d="M454 400 C400 320 340 350 376 392 C392 410 430 404 454 400 Z" fill="#e3ad45"/>
<path d="M454 400 C508 320 568 350 532 392 C516 410 478 404 454 400 Z" fill="#e3ad45"/>
<path d="M454 400 L410 470 M454 400 L500 470" stroke="#e3ad45" stroke-width="18" stroke-linecap="round"/>
<circle cx="454" cy="400" r="20" fill="#f1c66b"/>
<rect x="200" y="290" width="150" height="18" rx="9" fill="#f6d9d4" opacity=".85"/><rect x="200" y="488" width="110" height="14" rx="7" fill="#f6d9d4" opacity=".6"/>
</g>`,
  },
  'coffee-subscription': {
    backdrop: '#efe3d3',
    description: 'A brown bag of coffee with a bean on its label and loose beans beside it',
    shapes: `<path d="M272 214 H528 L560 640 H240 Z" fill="#8a5a3b"/>
<rect x="260" y="176" width="280" height="50" rx="10" fill="#6e4529"/>
<path d="M280 190 H520" stroke="#8a5a3b" stroke-width="6" stroke-dasharray="14 10"/>
<rect x="300" y="330" width="200" height="186" rx="16" fill="#f4ead9"/>
<ellipse cx="400" cy="410" rx="40" ry="56" fill="#6e4529" transform="rotate(25 400 410)"/>
<path d="M386 362 Q420 410 396 460" stroke="#f4ead9" stroke-width="8" fill="none" stroke-linecap="round"/>
<rect x="336" y="484" width="128" height="12" rx="6" fill="#c9a27f"/>
<ellipse cx="610" cy="630" rx="24" ry="34" fill="#5a3720" transform="rotate(-30 610 630)"/>
<ellipse cx="660" cy="610" rx="22" ry="31" fill="#6e4529" transform="rotate(20 660 610)"/>`,
  },
  'engraved-pen': {
    backdrop: '#e6e9ee',
    description: 'A brass fountain pen with an engraving along its barrel',
    shapes: `<g transform="rotate(-35 400 400)">
<path d="M150 372 L80 400 L150 428 Z" fill="#3a3a3a"/><path d="M80 400 H120" stroke="#e6e9ee" stroke-width="4"/>
<rect x="140" y="368" width="470" height="64" rx="32" fill="#b8893a"/>
<rect x="430" y="360" width="210" height="80" rx="26" fill="#8f6a2c"/>
<rect x="466" y="342" width="160" height="18" rx="9" fill="#d8b36a"/>
<path d="M214 400 H392" stroke="#e8cf96" stroke-width="6" stroke-dasharray="26 10" stroke-linecap="round"/>
<rect x="420" y="362" width="12" height="76" fill="#d8b36a"/>
</g>`,
  },
  'limited-print': {
    backdrop: '#ebe7e0',
    description: 'A framed print of hills under an orange sun, signed and numbered',
    shapes: `<rect x="205" y="140" width="390" height="500" fill="#2b2b2b"/>
<rect x="230" y="165" width="340" height="450" fill="#fbf8f2"/>
<rect x="275" y="210" width="250" height="310" fill="#f0c987"/>
<circle cx="455" cy="295" r="42" fill="#e0703c"/>
<path d="M275 520 V430 Q345 370 410 430 T525 405 V520 Z" fill="#2f5d62"/>
<path d="M275 520 V470 Q385 430 525 482 V520 Z" fill="#1e3f44"/>
<path d="M440 566 q15 -18 30 0 t30 0" stroke="#555" stroke-width="4" fill="none" stroke-linecap="round"/>
<rect x="275" y="560" width="52" height="8" rx="4" fill="#999"/>`,
  },
  'ceramic-mug': {
    backdrop: '#e4e7e9',
    description: 'A sand-coloured stoneware mug with a slate glaze band and steam rising',
    shapes: `<path d="M340 230 q-24 -34 0 -64 t0 -64 M420 230 q-24 -34 0 -64 t0 -64" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round"/>
<path d="M510 340 H556 Q620 340 620 418 Q620 496 556 496 H510" fill="none" stroke="#d8c7a8" stroke-width="42"/>
<path d="M250 272 H510 V562 Q510 622 450 622 H310 Q250 622 250 562 Z" fill="#d8c7a8"/>
<path d="M250 330 H510 V362 Q480 384 450 362 Q420 392 390 362 Q360 388 330 362 Q290 384 250 362 Z" fill="#6f7f88"/>
<ellipse cx="380" cy="272" rx="130" ry="26" fill="#c4b08e"/>
<ellipse cx="380" cy="274" rx="112" ry="17" fill="#5a3b26"/>`,
  },
  'walnut-board': {
    backdrop: '#efe8df',
    description: 'An end-grain walnut cutting board with a hanging hole',
    shapes: `<rect x="160" y="252" width="480" height="340" rx="42" fill="#4e2f1a"/>
<rect x="160" y="230" width="480" height="340" rx="42" fill="#6b4226"/>
<circle cx="586" cy="400" r="22" fill="#efe8df"/>
<path d="M210 300 Q350 270 520 312 M205 360 Q340 330 530 372 M210 420 Q360 395 530 432 M220 480 Q350 455 520 492" stroke="#83522f" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  },
  'sticker-pack': {
    backdrop: '#e8f0f7',
    description: 'Four vinyl stickers: a smiling sun, a star, a heart and a lightning bolt',
    shapes: STICKERS,
  },
};

const PARCEL: ProductDrawing = {
  backdrop: '#eeeae4',
  description: 'A parcel tied with string',
  shapes: `<rect x="220" y="260" width="360" height="360" rx="14" fill="#c8a173"/>
<path d="M400 260 V620 M220 440 H580" stroke="#7a5a36" stroke-width="10"/>
<path d="M400 260 C350 190 300 230 340 262 M400 260 C450 190 500 230 460 262" stroke="#7a5a36" stroke-width="10" fill="none"/>`,
};

function drawingOf(slug: string): ProductDrawing {
  return PRODUCT_DRAWINGS[slug] ?? PARCEL;
}

/** What a product's picture shows, for its alt text (a parcel when the product has no drawing of its own). */
export function productImageAlt(slug: string): string {
  return drawingOf(slug).description;
}

/** A product's picture: its drawing (or a parcel) on a tinted backdrop with a soft floor shadow, titled with the product name. */
export function productImageSvg(title: string, slug: string): string {
  const drawing = drawingOf(slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-labelledby="title">
<title id="title">${escapeHtml(title)}: ${escapeHtml(drawing.description)}</title>
<rect width="800" height="800" fill="${drawing.backdrop}"/>
<ellipse cx="400" cy="690" rx="250" ry="26" fill="#000" opacity=".07"/>
${drawing.shapes}
</svg>`;
}
