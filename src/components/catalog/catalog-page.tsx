import { I18nProvider } from '../../client/i18n';
import { getGame } from '../../games/registry';
import { clientMessages } from '../../i18n';
import { getSiteContext } from '../../site/context.server';
import { getCatalog, getLookup } from '../../site/data.server';
import { PageFrame } from '../layout/page-frame';
import { CatalogBrowser } from './catalog-browser';
import { type CatalogSection, SECTIONS, toCard } from './catalog-data';

/** A category's name: our translation when we have one, a live table's kind, else the operator's word. */
function categoryLabel(value: string): string {
  const look = getLookup();
  return (
    look(`catalog.categories.${value}`) ??
    look(`live.kinds.${value}`) ??
    value.charAt(0).toUpperCase() + value.slice(1).replace(/[-_]/g, ' ')
  );
}

/**
 * /games/slots and /games/live-casino: every game the catalog lists, rendered on the server (what
 * bots index and what a visitor without scripts gets), with providers, categories, search, sort,
 * favourites and recently played working in the browser over those cards.
 */
export async function CatalogPage({ section }: { section: CatalogSection }) {
  const ctx = getSiteContext();
  const s = SECTIONS[section];
  const info = getGame(s.game).content[ctx.lang];
  const rows = await getCatalog(section);
  const now = Date.now();
  const items = rows.map((r) => toCard(section, r, ctx.lang, now));
  const providers = [...new Set(items.map((i) => i.provider))].sort((a, b) => a.localeCompare(b));
  const categories = [...new Set(items.flatMap((i) => (i.category ? [i.category] : [])))]
    .map((value) => ({ value, label: categoryLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <PageFrame title={info.name} lead={info.description}>
      <I18nProvider lang={ctx.lang} messages={clientMessages(ctx.lang, ['catalog'], ctx.config.texts)}>
        <CatalogBrowser
          items={items}
          providers={providers}
          categories={categories}
          signedIn={ctx.profile !== null}
          width={s.width}
          height={s.height}
          eager={s.eager}
          testId={section === 'slots' ? 'slots-list' : 'live-list'}
        />
      </I18nProvider>
    </PageFrame>
  );
}
