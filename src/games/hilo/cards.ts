// A hilo card (0–51) as players read it: rank = floor(card / 4) (0 = two … 12 = ace), suit =
// card % 4 (♠ ♥ ♦ ♣). Apart from the math so the screen and the verifier's first load share it
// without the engine.
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♠', '♥', '♦', '♣'];

export const rankOf = (card: number) => Math.floor(card / 4);
/** "10♥". */
export const cardText = (card: number) => `${RANKS[rankOf(card)]}${SUITS[card % 4]}`;
/** Hearts and diamonds are red. */
export const redCard = (card: number) => card % 4 === 1 || card % 4 === 2;
