// Shared by the server page and the client forms (a 'use client' module's constants are
// not readable on the server, hence a module of its own).

/** `/password/reset?done=1` shows a logged-in player the reset's confirmation. */
export const RESET_DONE_FLAG = 'done';
