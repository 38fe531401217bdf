import { PageFrame } from '../components/layout/page-frame';
import { LinkCard } from '../components/ui/card';
import { caseName } from '../games/cases/content';
import { getGame } from '../games/registry';
import { getSiteContext } from '../site/context.server';
import { getCatalog } from '../site/data.server';
import { formatMoney } from '../site/format';
import { localePath } from '../site/locale';

export default async function CasesPage() {
  const ctx = getSiteContext();
  const info = getGame('cases').content[ctx.lang];
  const cases = await getCatalog('cases');
  return (
    <PageFrame title={info.name} lead={info.description}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="cases-list">
        {cases.map((c, i) => (
          <li key={c.slug}>
            <LinkCard
              href={localePath(ctx.lang, `/games/cases/${c.slug}`)}
              image={c.picture}
              imageWidth={256}
              imageHeight={256}
              title={caseName(c.slug, ctx.lang, c.name)}
              // The price a player with the page's currency pays (the list price is only its own currency's).
              subtitle={
                c.prices[ctx.currency] === undefined
                  ? '—'
                  : formatMoney(c.prices[ctx.currency]!, ctx.currency, ctx.lang)
              }
              eager={i < 4}
            />
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
