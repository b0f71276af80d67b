/** The height given to the organisation chart's scroller: happy-dom lays nothing out, so its virtual list would show no row. */
export const ORG_VIEW_PX = 600;

Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.classList.contains('org-scroll') ? ORG_VIEW_PX : 0;
  },
});
