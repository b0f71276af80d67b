import { useState } from 'react';
import { useCurrentUser } from './services';

/**
 * The rows per page a person chose for one list, kept in this browser per
 * list and per person (issue 26 item 3), so the list opens at that size again.
 * A stored size the list no longer offers, or none, gives the list's first.
 * Only how the page is viewed: no machine, nothing sent to the server.
 */
export function usePageSize(list: string, sizes: readonly number[]): [number, (size: number) => void] {
  const userId = useCurrentUser()?.userId ?? 0;
  const key = `pageSize:${list}:${userId}`;
  const [size, setSize] = useState(() => {
    const stored = Number(read(key));
    return sizes.includes(stored) ? stored : sizes[0]!;
  });
  const choose = (n: number) => {
    setSize(n);
    try {
      localStorage.setItem(key, String(n));
    } catch {
      // Storage refused (private mode, full): the size holds until the page is left.
    }
  };
  return [size, choose];
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
