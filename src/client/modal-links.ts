import { bus, MODAL_NAMES, type ModalName } from './bus';
import { removeQueryFlags } from './navigation';

// Opening the account modals without a page load. The header's buttons are plain links
// (`?login=1`, `?signup=1`) that work without scripts; with scripts, a click on any
// element marked `data-open-modal` opens the modal in place, and a page opened with the
// flag opens it on load.

export const MODAL_QUERY_FLAGS = ['login', 'signup'] as const;

const isModalName = (v: string | null): v is ModalName => v !== null && (MODAL_NAMES as readonly string[]).includes(v);

/** `?login` → login, `?signup` → register. */
export function modalFromQuery(search: string): ModalName | null {
  const q = new URLSearchParams(search);
  if (q.has('login')) return 'login';
  if (q.has('signup')) return 'register';
  return null;
}

/** On load: an anonymous visitor gets the modal the query asks for; a player just loses the flag. */
export function openModalFromQuery(search: string, loggedIn: boolean): void {
  const name = modalFromQuery(search);
  if (!name) return;
  if (loggedIn) removeQueryFlags(MODAL_QUERY_FLAGS);
  else bus.emit('modal-open', { name });
}

/** One delegated listener for `[data-open-modal="login|register|…"]`. Returns the remover. */
export function interceptModalLinks(target: Pick<Document, 'addEventListener' | 'removeEventListener'>): () => void {
  const onClick = (e: Event) => {
    const m = e as MouseEvent;
    // New-tab and modified clicks keep the link's own behaviour.
    if (m.defaultPrevented || m.button !== 0 || m.metaKey || m.ctrlKey || m.shiftKey || m.altKey) return;
    const el = (m.target as Element | null)?.closest?.('[data-open-modal]');
    const name = el?.getAttribute('data-open-modal') ?? null;
    if (!isModalName(name)) return;
    m.preventDefault();
    bus.emit('modal-open', { name });
  };
  target.addEventListener('click', onClick);
  return () => target.removeEventListener('click', onClick);
}
