// The table's colours: which pockets are red (the rest black, zero green). Apart from the math
// so the board, the wheel and the verifier's first load get the colours without the engine.
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** The colour of a pocket, as the table paints it. */
export const pocketColour = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';
