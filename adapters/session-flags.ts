/**
 * Flags kept for this browser session (sessionStorage): gone when the browser closes. Reading or writing never
 * throws: where storage is denied (a framed page, privacy settings) a flag reads as unset and is not kept.
 */
export type SessionFlag = { isSet(): boolean; set(): void };

export function sessionFlag(key: string): SessionFlag {
  const storage = (): Storage | null => {
    try {
      return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    isSet: () => {
      try {
        return storage()?.getItem(key) === '1';
      } catch {
        return false;
      }
    },
    set: () => {
      try {
        storage()?.setItem(key, '1');
      } catch {
        // Not kept: the pop-up may show again in this session.
      }
    },
  };
}
