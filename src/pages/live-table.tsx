import { GamePage } from '../components/catalog/game-page';

/** A live table's demo or real-money page: the provider's game in a frame, and its facts. */
export default function LiveTablePage({ slug, mode }: { slug: string; mode: 'demo' | 'play' }) {
  return <GamePage section="live" slug={slug} mode={mode} />;
}
