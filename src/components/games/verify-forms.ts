// The verifier's forms, one line per playable game: slug → its form (fields, conversion, prefill,
// result), in the game's folder (src/games/<slug>/verify-form.tsx). A registry like screens.tsx:
// the verifier (verifier.tsx) looks its game up here and names none.
import casesForm from '../../games/cases/verify-form';
import coinflipForm from '../../games/coinflip/verify-form';
import diceForm from '../../games/dice/verify-form';
import hiloForm from '../../games/hilo/verify-form';
import kenoForm from '../../games/keno/verify-form';
import limboForm from '../../games/limbo/verify-form';
import minerForm from '../../games/miner/verify-form';
import plinkoForm from '../../games/plinko/verify-form';
import type { GameSlug } from '../../games/registry';
import rouletteForm from '../../games/roulette/verify-form';
import wheelForm from '../../games/wheel/verify-form';
import type { AnyVerifyForm } from './verify-kit';

export const VERIFY_FORMS: Partial<Record<GameSlug, AnyVerifyForm>> = {
  dice: diceForm,
  coinflip: coinflipForm,
  keno: kenoForm,
  wheel: wheelForm,
  limbo: limboForm,
  plinko: plinkoForm,
  miner: minerForm,
  hilo: hiloForm,
  cases: casesForm,
  roulette: rouletteForm,
};

/** The form of a game the verifier recomputes, or undefined. */
export const verifyFormOf = (slug: string): AnyVerifyForm | undefined => VERIFY_FORMS[slug as GameSlug];
