// The interface timings of spec section 9, in one place. (Others live beside their feature:
// notifications 3000 ms in toasts.ts, the 10 s reload guard and 20 s worker checks in pwa.ts,
// the 350 ms PayIn delay in session-actions.ts, the 500 ms fingerprint fallback in fingerprint.ts.)

/** A tooltip shows after the pointer or focus has rested this long. */
export const TOOLTIP_SHOW_DELAY_MS = 200;
/** A menu the pointer left closes after this long (a slip of the mouse does not close it). */
export const MENU_HIDE_DELAY_MS = 400;
/** Distance in px between a tooltip or menu and what it belongs to. */
export const POPPER_DISTANCE_PX = 5;
/** Window resizes settle this long before the device class is worked out again. */
export const DEVICE_RESIZE_DEBOUNCE_MS = 50;
/** After a route change, the support chat is told the new page this much later. */
export const CHAT_ROUTE_UPDATE_DELAY_MS = 250;
/** The analytics counter's session replay is looked for this often, for at most this long. */
export const SESSION_REPLAY_POLL_MS = 100;
export const SESSION_REPLAY_POLL_LIMIT_MS = 10_000;
