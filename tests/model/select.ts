/**
 * What `--machine` selects: the machine with exactly that id, so 'leaveForm'
 * never also runs another machine whose id contains it; a trailing '*' asks
 * for every id starting with what comes before it ('shell.*'); several, comma-separated, select each
 * ('leaveForm,shell.*': the sweep passes the machines that read the clock).
 */
export const matchesMachine = (filter: string | undefined, id: string): boolean =>
  !filter || filter.split(',').some((f) => (f.endsWith('*') ? id.startsWith(f.slice(0, -1)) : id === f));
