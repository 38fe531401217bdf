import { CatalogPage } from '../components/catalog/catalog-page';

/** /games/live-casino: the live tables catalog (providers, categories, search, sort, favourites). */
export default function LivePage() {
  return <CatalogPage section="live" />;
}
