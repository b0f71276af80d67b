import { createContext } from 'react';

/**
 * The open panel being drawn (its key in the stack and its kind,
 * 'leave.detail'…), set by the panel stack: the side panel marks its frame
 * with it, and actors created inside know the panel they serve. Apart from
 * the side panel so the first load does not bring the dialog with it.
 */
export const CurrentPanel = createContext<{ key: number; kind: string } | null>(null);
