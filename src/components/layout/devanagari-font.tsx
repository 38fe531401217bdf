import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

// The Devanagari subset of Noto Sans (npm @fontsource, pinned), self-hosted as hashed build
// assets. Rendered only on hi pages: other languages never download it. local() first, so a
// device that has the font uses its own; unicode-range keeps Latin text on the system font.
const RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF';

// Two files for the weights the site uses: regular serves 400-500 (font-medium), bold serves
// 600-800 (font-semibold, font-bold, font-extrabold), each by an explicit range, so no weight
// falls to a synthesized face.
const FACES = [
  { weight: '100 500', url: regular },
  { weight: '600 900', url: bold },
];

const css = FACES.map(
  ({ weight, url }) =>
    `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-display:swap;font-weight:${weight};` +
    `src:local("Noto Sans Devanagari"),url(${url}) format("woff2");unicode-range:${RANGE}}`,
).join('');

export function DevanagariFont() {
  return (
    <>
      {/* Both: the header's links and buttons are semibold, so the bold file is needed at once too. */}
      <link rel="preload" as="font" type="font/woff2" href={regular} crossOrigin="" />
      <link rel="preload" as="font" type="font/woff2" href={bold} crossOrigin="" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed CSS built from constants above */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </>
  );
}
