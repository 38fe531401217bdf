/**
 * The front server's request pipeline: a fixed list of steps in Hono's middleware shape
 * (`(state, next) => Response`). A step either answers (a redirect), or adds to the request
 * state and calls `next()`, and may rework what the later steps answered (page headers,
 * render cache). Kept free of Hono's Context so each step runs in a unit test with a
 * plain state object. See docs/decisions/016-front-pipeline.md.
 */
export type Next = () => Promise<Response>;
export type Step<S> = (s: S, next: Next) => Promise<Response>;

/** Runs `steps` in order, `last` after them (like hono/compose, without its Context). */
export function compose<S>(steps: readonly Step<S>[], last: (s: S) => Promise<Response>): (s: S) => Promise<Response> {
  return (s) => {
    const at = (i: number): Promise<Response> => {
      const step = steps[i];
      return step ? step(s, () => at(i + 1)) : last(s);
    };
    return at(0);
  };
}
