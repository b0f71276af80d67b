/**
 * The published forms of the quick-create menu (spec 1 section 2.3); the
 * forms issue fills this section in. It renders inside the menu's content.
 */
export function PublishedFormsSection() {
  return null;
}
