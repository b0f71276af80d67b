/**
 * In place of react-style-singleton's `stylesheetSingleton` (build.mjs,
 * `cspSafeStyles`): Radix's scroll lock (react-remove-scroll-bar) adds its
 * rules with a <style> element, which the strict Content-Security-Policy
 * refuses (style-src 'self'), so the page behind a dialog went on scrolling
 * and the console reported a violation. The same rules go in a constructed
 * stylesheet, which the policy does not govern. Same contract: added with
 * the first user, removed with the last.
 */
export const stylesheetSingleton = () => {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string) {
      if (counter === 0 && typeof document !== 'undefined' && 'adoptedStyleSheets' in document) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter || !sheet) return;
      const gone = sheet;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone);
      sheet = null;
    },
  };
};
