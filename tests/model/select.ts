/**
 * What `--machine` selects: the machine with exactly that id, so 'leaveForm'
 * never also runs another machine whose id contains it; a trailing '*' asks
 * for every id starting with what comes before it ('shell.*').
 */
export const matchesMachine = (filter: string | undefined, id: string) => !filter || (filter.endsWith('*') ? id.startsWith(filter.slice(0, -1)) : id === filter);
