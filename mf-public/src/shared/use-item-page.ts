import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { api } from '@tunne/app-kit/api';
import type { ApiClient } from '@tunne/app-kit/api';
import type { Language } from '@tunne/contracts';
import { publicClient, type LinkCredentials } from './api.ts';
import { errorTextsReady, useItemLanguage } from './i18n.ts';
import { takeLinkToken } from './link-token.ts';

/** An item page's state: loading, a link that cannot be used (or another failure), the item, its receipt. */
export type ItemPageState<View, Receipt = never> =
  | { status: 'loading' }
  | { status: 'problem'; error: unknown }
  | { status: 'ready'; view: View }
  | { status: 'done'; view: View; receipt: Receipt };

export interface ItemPageOptions<View, Receipt> {
  /** The item's id (the key of its token in this tab). */
  id: string;
  /** The public API path of the item (shared/api.ts itemPath or signatoryPath). */
  path: string;
  /** The staff's preview: the item from their own API with their session, and no token at all. */
  previewPath?: string | null;
  /** The letter's SMS code once proven (sent with the token). */
  code?: string | null;
  /** The state a loaded view opens in (default: ready). */
  stateOf?: (view: View) => ItemPageState<View, Receipt>;
  /** The first load's own way (the letter's: again without a kept code that no longer opens it); default `load`. */
  open?: (load: () => Promise<View>, token: string) => Promise<View>;
}

export interface ItemPage<View, Receipt> {
  token: string | null;
  credentials: () => LinkCredentials;
  /** app-kit's client with the link's headers. */
  client: ApiClient;
  state: ItemPageState<View, Receipt>;
  setState: Dispatch<SetStateAction<ItemPageState<View, Receipt>>>;
  /** The item's view: the preview's, else the link's (no token: LINK_INVALID without asking the server). */
  load: () => Promise<View>;
  /** Shows a view once the page speaks its language (the item's, the first time only). */
  show: (view: View) => Promise<void>;
  /** Ends the page with a problem. */
  fail: (error: unknown) => void;
  /** Loads and shows the view again (it changed under the page), or the problem loading it. */
  reload: () => void;
}

/** No token in the address or this tab: the page says so without asking the server. */
const linkInvalid = { code: 'LINK_INVALID' };

/**
 * One recipient's item page (request, letter, identification, signatory): the link's token taken from the address,
 * the item loaded once, shown in its own language, and the states the page frame shows (ItemPageStatus).
 */
export const useItemPage = <View extends { language: Language }, Receipt = never>(options: ItemPageOptions<View, Receipt>): ItemPage<View, Receipt> => {
  const { id, path, previewPath = null, code = null } = options;
  const adoptLanguage = useItemLanguage();
  const token = useMemo(() => (previewPath ? null : takeLinkToken(id)), [id, previewPath]);
  const credentials = useCallback(() => ({ token: token ?? '', code }), [token, code]);
  const client = useMemo(() => publicClient(credentials), [credentials]);
  const [state, setState] = useState<ItemPageState<View, Receipt>>({ status: 'loading' });
  const settings = useRef(options);
  settings.current = options;

  const load = useCallback(
    // The preview's call is the staff's own (app-kit's client): it too settles after the error texts, as the link's do.
    () => (previewPath ? api.get<View>(previewPath).finally(errorTextsReady) : token ? client.get<View>(path) : Promise.reject(linkInvalid)),
    [previewPath, token, client, path],
  );
  const show = useCallback(
    async (view: View) => {
      await adoptLanguage(view.language);
      setState(settings.current.stateOf?.(view) ?? { status: 'ready', view });
    },
    [adoptLanguage],
  );
  const fail = useCallback((error: unknown) => setState({ status: 'problem', error }), []);
  const reload = useCallback(() => void load().then(show, fail), [load, show, fail]);

  const first = useRef({ load, show });
  first.current = { load, show };
  useEffect(() => {
    let live = true;
    const { load: loadNow, show: showNow } = first.current;
    (settings.current.open ?? ((opened) => opened()))(loadNow, token ?? '').then(
      (view) => {
        if (live) void showNow(view);
      },
      (error: unknown) => {
        if (live) fail(error);
      },
    );
    return () => {
      live = false;
    };
    // Once per item and link; a code proven later opens the view through the page's own call.
  }, [path, previewPath, token, fail]);

  return { token, credentials, client, state, setState, load, show, fail, reload };
};
