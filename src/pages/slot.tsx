import { GamePage } from '../components/catalog/game-page';

/** A slot's demo or real-money page: the provider's game in a frame, and its facts. */
export default function SlotPage({ slug, mode }: { slug: string; mode: 'demo' | 'play' }) {
  return <GamePage section="slots" slug={slug} mode={mode} />;
}
