/**
 * A list's search box, the first filter of a filter bar. It is as wide as its placeholder whatever is typed in it:
 * sized to its content (issue 26, so that 'Rechercher un collaborateur' showed whole), it shrank to the typed name
 * and the filters after it moved up a line as a manager typed (review s29). The placeholder is written a second time,
 * unseen, in the same grid cell (lists.css, `.search-box::after`), and that sets the cell's width.
 */
export function SearchBox({ placeholder, label = placeholder, value, onChange }: { placeholder: string; label?: string; value: string; onChange(value: string): void }) {
  return (
    <span className="search-box" data-placeholder={placeholder}>
      <input className="input" type="search" placeholder={placeholder} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
    </span>
  );
}
