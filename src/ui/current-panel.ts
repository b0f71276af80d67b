import { createContext, type ReactNode } from 'react';

/**
 * The open panel being drawn (its key in the stack, its kind,
 * 'leave.detail'…, and how the user closes it), set by the panel stack: the side panel marks its frame
 * with it, and actors created inside know the panel they serve. Apart from
 * the side panel so the first load does not bring the dialog with it.
 * `tools`: what the app adds to the panel's header (in demo and sandbox, the switch of this panel's statechart);
 * `aside`: what it draws beside the panel's content (that statechart, live).
 */
export const CurrentPanel = createContext<{ key: number; kind: string; draftKey?: string; dismiss?(): void; tools?: ReactNode; aside?: ReactNode } | null>(null);

/**
 * The part of a page a component draws in, as a word of the interface (a dashboard card's title): the demo's
 * inspector names a kernel helper's actor by it ('Chargement de données · Demandes à valider'), where six reads of
 * the dashboard all read 'Chargement de données' (persona review, product owner).
 */
export type Place = { ns: string; key: string };
export const CurrentPlace = createContext<Place | null>(null);
