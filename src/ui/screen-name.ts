import { createContext } from 'react';

/**
 * The name of the screen a view is drawn in: the page's heading, or the side panel's title. A message about a view
 * that names nothing ('Non actualisé', over a list read again) names it with this (persona review).
 */
export const ScreenName = createContext<string | null>(null);
