import type { Page } from 'playwright-core';

/**
 * The generic read (useResource). The public profile page holds one (loading,
 * failure with its retry, another profile = setInput); the header's tasks
 * shortcut holds another, read again each time its dropdown opens (ready →
 * refreshing). Both actors share the machine id: the walk follows either.
 */
export const tasks = (page: Page) => page.getByTestId('header-tasks');
