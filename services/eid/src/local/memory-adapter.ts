// In-memory storage for the local provider (development and tests only): one store per provider instance, entries
// expire with their TTL. The local provider loses its sessions and codes on restart, which is what a stand-in needs.
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

export const memoryAdapterFactory = () => {
  const entries = new Map<string, Entry>();
  const uids = new Map<string, string>();
  const userCodes = new Map<string, string>();

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      upsert: async (id, payload, expiresIn) => {
        entries.set(key(id), { payload, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity });
        if (payload.uid) uids.set(payload.uid, id);
        if (payload.userCode) userCodes.set(payload.userCode, id);
      },
      find: async (id) => live(key(id)),
      findByUid: async (uid) => {
        const id = uids.get(uid);
        return id ? live(key(id)) : undefined;
      },
      findByUserCode: async (userCode) => {
        const id = userCodes.get(userCode);
        return id ? live(key(id)) : undefined;
      },
      consume: async (id) => {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => {
        entries.delete(key(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const [entryKey, entry] of entries) {
          if (entry.payload.grantId === grantId) entries.delete(entryKey);
        }
      },
    };
  };
};
