import { CatalogPage } from '../components/catalog/catalog-page';

/** /games/slots: the slots catalog (providers, categories, search, sort, favourites). */
export default function SlotsPage() {
  return <CatalogPage section="slots" />;
}
