import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

// The Devanagari subset of Noto Sans (npm @fontsource, pinned), self-hosted as hashed build
// assets. Rendered only on hi pages: other languages never download it. local() first, so a
// device that has the font uses its own; unicode-range keeps Latin text on the system font.
const RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF';

const css = [400, 700]
  .map(
    (weight) =>
      `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-display:swap;font-weight:${weight};` +
      `src:local("Noto Sans Devanagari"),url(${weight === 400 ? regular : bold}) format("woff2");unicode-range:${RANGE}}`,
  )
  .join('');

export function DevanagariFont() {
  return (
    <>
      <link rel="preload" as="font" type="font/woff2" href={regular} crossOrigin="" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed CSS built from constants above */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </>
  );
}
