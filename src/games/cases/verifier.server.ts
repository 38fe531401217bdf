// The verifier's case picker (issue 39: the cases' folder holds what names them): the cases of
// the catalogue whose contents the verifier knows, named in the page's language, with their
// prices per currency (the form fills the price in from them).
import type { VerifierCase } from '../../components/games/verify-kit';
import type { Lang } from '../../contract/common';
import { getCatalog } from '../../site/data.server';
import { caseName } from './content';
import { CASE_CONTENTS } from './contents';

export async function verifierCases(lang: Lang): Promise<VerifierCase[]> {
  const catalog = await getCatalog('cases');
  return catalog
    .filter((c) => CASE_CONTENTS[c.slug])
    .map((c) => ({ slug: c.slug, name: caseName(c.slug, lang, c.name), prices: c.prices }));
}
